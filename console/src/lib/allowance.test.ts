import { describe, expect, it } from 'vitest'
import type { FeatureAccess, Subscription } from '@/types/api'
import { allowance, planRefName } from './allowance'

const basic = { id: 3, key: 'basic', names: { 'zh-TW': '入門方案', en: 'Basic' } }
const refused: FeatureAccess = {
  feature: 'ranking_update',
  limit: 0,
  limited: true,
  usage: 0,
  remaining: 0,
  available: false,
  included: false,
  upgrade: basic,
}

const trial: Subscription = {
  plan_id: 8,
  plan: null,
  status: 'subscribing',
  end_date: null,
  // the stored limitation still says 3; the server's answer (gated) says none
  limitation: { ranking_update_limitation: 3 },
  features: { ranking_update: refused },
}

describe('allowance', () => {
  it("is the server's answer, not a rule applied to the limitation", () => {
    expect(allowance(trial, 'ranking_update')).toEqual(refused)
  })

  it.each([null, trial])('is nothing for a feature the server did not describe (%#)', (sub) => {
    expect(allowance(sub, 'writer')).toMatchObject({ limit: 0, remaining: 0, available: false, included: false, upgrade: null })
  })
})

describe('planRefName', () => {
  it.each([
    ['en', 'Basic'],
    ['ja', '入門方案'],
  ])('%s → %s', (locale, name) => expect(planRefName(basic, locale)).toBe(name))

  it('is null without a plan', () => expect(planRefName(null, 'en')).toBeNull())
})
