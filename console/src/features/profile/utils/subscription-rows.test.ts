import { describe, expect, it } from 'vitest'
import { planRefName, UNLIMITED } from '@/lib/allowance'
import { matchesPattern } from '@/lib/route-match'
import type { FeatureAccess, Subscription } from '@/types/api'
import { planName, subscriptionRows } from './subscription-rows'

const access = (feature: string, limit: number, usage: number, upgrade: FeatureAccess['upgrade'] = null): FeatureAccess => ({
  feature,
  limit,
  limited: limit < UNLIMITED,
  usage,
  remaining: Math.max(limit - usage, 0),
  available: limit - usage > 0,
  included: limit > 0,
  upgrade,
})
const basic = { id: 3, key: 'basic', names: { en: 'Basic' } }

const trial: Subscription = {
  plan_id: 8,
  plan: { id: 8, key: 'seven_day_trial', names: { 'zh-TW': '7 天免費試用', en: '7-day free trial' } },
  status: 'subscribing',
  end_date: '2025-06-08T00:00:00Z',
  // the stored limitation says 3 manual updates; the server's answer (the plan gate) says none
  limitation: { ranking_update_limitation: 3 },
  features: Object.fromEntries(
    [
      access('sites', 1, 1),
      access('keywords', 30, 3),
      access('api_tokens', 1, 0),
      access('ranking_update', 0, 0, basic),
      access('keyword_search', 20, 0),
      access('writer', UNLIMITED, 2),
      access('competitors', 3, 0),
    ].map((found) => [found.feature, found]),
  ),
}

// the screens of this build: no keyword research, no writer yet
const SCREENS = ['/', '/projects/:id/keywords', '/projects/:id/competitors', '/projects/:id/rankings', '/tokens']
const hasScreen = (path: string) => SCREENS.some((pattern) => matchesPattern(pattern, path))

describe('subscriptionRows', () => {
  it("lists the features that have a screen, in a fixed order, with the server's numbers", () => {
    const rows = subscriptionRows(trial, hasScreen).map((row) => [
      row.feature,
      row.kind,
      row.allowance.usage,
      row.allowance.limit,
      row.allowance.remaining,
      row.allowance.limited,
      row.included,
    ])
    expect(rows).toEqual([
      ['sites', 'count', 1, 1, 0, true, true],
      ['keywords', 'count', 3, 30, 27, true, true],
      ['api_tokens', 'count', 0, 1, 1, true, true],
      ['ranking_update', 'monthly', 0, 0, 0, true, false],
      ['competitors', 'per_project', 0, 3, 3, true, true],
    ])
  })

  it('names the cheapest plan that has a feature the plan does not include', () => {
    const rows = subscriptionRows(trial, hasScreen)
    const locked = rows.find((row) => row.feature === 'ranking_update')
    expect(planRefName(locked?.upgrade, 'en')).toBe('Basic')
    expect(rows.filter((row) => row.included).every((row) => row.upgrade === null)).toBe(true)
  })

  it('lists a feature once its screen exists', () => {
    const withWriter = (path: string) => hasScreen(path) || matchesPattern('/seo-diy/seo-writer', path)
    expect(subscriptionRows(trial, withWriter).map((row) => row.feature)).toContain('writer')
  })

  it('is empty without a subscription', () => {
    expect(subscriptionRows(null, hasScreen)).toEqual([])
  })
})

describe('planName', () => {
  it.each([
    ['en', '7-day free trial'],
    ['zh-TW', '7 天免費試用'],
    ['ja', '7 天免費試用'],
  ])('%s → %s', (locale, name) => {
    expect(planName(trial, locale)).toBe(name)
  })

  it('is null without a plan', () => {
    expect(planName({ ...trial, plan: null }, 'en')).toBeNull()
  })
})
