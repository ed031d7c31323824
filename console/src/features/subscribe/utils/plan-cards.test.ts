import { describe, expect, it } from 'vitest'
import {
  ADVANCED,
  BASIC,
  type CardState,
  type Contract,
  ENTERPRISE,
  MONTHLY,
  type Period,
  periodOf,
  planCardState,
  type SubscribeMode,
  subscribeMode,
  YEARLY,
} from './plan-cards'

const ON = { disabled: false }
const MONTHLY_RULE = { disabled: true, reason: 'monthly' }
const CURRENT = { disabled: true, reason: 'current' }

/** Every card in both periods: [basic, advanced, enterprise] × [yearly, monthly]. */
function grid(current: Contract, mode: SubscribeMode): CardState[][] {
  return [BASIC, ADVANCED, ENTERPRISE].map((card) =>
    (['yearly', 'monthly'] as Period[]).map((period) => planCardState(card, period, current, mode)),
  )
}

const all = (state: object) => [
  [state, state],
  [state, state],
  [state, state],
]

describe('planCardState (SPEC §4 plan-change card rule)', () => {
  it.each([
    ['seven-day trial', { planId: 8, paymentType: null }],
    ['free trial', { planId: 2, paymentType: null }],
    ['no active plan', { planId: null, paymentType: null }],
  ])('disables no card for a user on %s', (_, current) => {
    expect(grid(current, 'subscribe')).toEqual(all(ON))
    expect(grid(current, 'monthly_sub')).toEqual(all(ON))
  })

  it('basic monthly: nothing to pick, except basic yearly in monthly_sub mode', () => {
    const current = { planId: BASIC, paymentType: MONTHLY }
    expect(grid(current, 'subscribe')).toEqual(all(MONTHLY_RULE))
    expect(grid(current, 'monthly_sub')).toEqual([
      [ON, CURRENT],
      [MONTHLY_RULE, MONTHLY_RULE],
      [MONTHLY_RULE, MONTHLY_RULE],
    ])
  })

  it('advanced monthly: basic stays open, advanced yearly only in monthly_sub mode, enterprise waits', () => {
    const current = { planId: ADVANCED, paymentType: MONTHLY }
    expect(grid(current, 'subscribe')).toEqual([
      [ON, ON],
      [MONTHLY_RULE, MONTHLY_RULE],
      [MONTHLY_RULE, MONTHLY_RULE],
    ])
    expect(grid(current, 'monthly_sub')).toEqual([
      [ON, ON],
      [ON, CURRENT],
      [MONTHLY_RULE, MONTHLY_RULE],
    ])
  })

  it('enterprise monthly: the same pattern (our reading of the unclear case)', () => {
    const current = { planId: ENTERPRISE, paymentType: MONTHLY }
    expect(grid(current, 'subscribe')).toEqual([
      [ON, ON],
      [ON, ON],
      [MONTHLY_RULE, MONTHLY_RULE],
    ])
    expect(grid(current, 'monthly_sub')).toEqual([
      [ON, ON],
      [ON, ON],
      [ON, CURRENT],
    ])
  })

  it.each([BASIC, ADVANCED, ENTERPRISE])('disables nothing for a yearly contract on plan %i', (planId) => {
    expect(grid({ planId, paymentType: YEARLY }, 'subscribe')).toEqual(all(ON))
  })

  it.each([1, 5, 12])('disables nothing for plan %i, which the rule does not name', (planId) => {
    expect(grid({ planId, paymentType: MONTHLY }, 'subscribe')).toEqual(all(ON))
  })
})

describe('subscribeMode', () => {
  it('reads ?mode=monthly_sub, anything else is a plain subscription', () => {
    expect(subscribeMode('monthly_sub')).toBe('monthly_sub')
    expect(subscribeMode(null)).toBe('subscribe')
    expect(subscribeMode('yearly')).toBe('subscribe')
  })
})

describe('periodOf', () => {
  it('names the period of a payment type, none for a trial', () => {
    expect([periodOf(MONTHLY), periodOf(YEARLY), periodOf(null)]).toEqual(['monthly', 'yearly', null])
  })
})
