import { describe, expect, it } from 'vitest'
import type { User } from '@/types/api'
import { JAPAN_LANDING_URL } from './links'
import { upgradeAction } from './upgrade'

const user = (country: string, planId: number | null) =>
  ({ country, subscription: { plan_id: planId } }) as unknown as User

describe('upgradeAction', () => {
  it('offers /subscribe, except on plan 1', () => {
    expect(upgradeAction(user('TW', 8))).toEqual({ kind: 'subscribe', to: '/subscribe' })
    expect(upgradeAction(user('TW', 3))).toEqual({ kind: 'subscribe', to: '/subscribe' })
    expect(upgradeAction(user('TW', null))).toEqual({ kind: 'subscribe', to: '/subscribe' })
    expect(upgradeAction(user('TW', 1))).toEqual({ kind: 'none' })
  })

  it('sends Japan users on plan 2 or 8 to the landing page', () => {
    expect(upgradeAction(user('JP', 2))).toEqual({ kind: 'landing', url: JAPAN_LANDING_URL })
    expect(upgradeAction(user('JP', 8))).toEqual({ kind: 'landing', url: JAPAN_LANDING_URL })
    expect(upgradeAction(user('JP', 3))).toEqual({ kind: 'subscribe', to: '/subscribe' })
  })
})
