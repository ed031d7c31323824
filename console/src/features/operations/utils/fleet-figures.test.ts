import { describe, expect, it } from 'vitest'
import { budgetShare, changeText, errorKinds, fleetState, toMinutes, toSeconds } from './fleet-figures'

describe('fleet figures', () => {
  it.each([
    [50, 200, 25],
    [300, 200, 100],
    [0, 10, 0],
    [5, null, null],
  ])('budget share of %s fetched with budget %s is %s', (fetched, budget, share) => {
    expect(budgetShare({ fetched_today: fetched, daily_budget: budget })).toBe(share)
  })

  it('lists errors by count, then name', () => {
    expect(errorKinds({ timeout: 2, captcha: 5, blocked: 2 })).toEqual([['captcha', 5], ['blocked', 2], ['timeout', 2]])
  })

  it.each([
    [{ paused: true, running: 1, queued: 0, error: null }, 'paused'],
    [{ paused: false, running: 0, queued: 3, error: null }, 'busy'],
    [{ paused: false, running: 0, queued: 0, error: null }, 'idle'],
    [{ paused: true, running: 0, queued: 0, error: 'down' }, 'error'],
  ])('state of %o is %s', (fleet, state) => {
    expect(fleetState(fleet)).toBe(state)
  })

  it('converts the schedule between seconds and minutes', () => {
    expect(toMinutes(600)).toBe(10)
    expect(toMinutes(null)).toBeNull()
    expect(toSeconds(30)).toBe(1800)
  })

  it.each([
    [{ action: 'pause', detail: {} }, ['change.pause', {}]],
    [{ action: 'budget', detail: { daily_budget: 500 } }, ['change.budget', { daily_budget: 500 }]],
    [{ action: 'budget', detail: { daily_budget: null } }, ['change.budgetCleared', {}]],
    [{ action: 'schedule', detail: { every_seconds: 1800 } }, ['change.schedule', { count: 30 }]],
    [{ action: 'retry', detail: { requeued: 3 } }, ['change.retry', { count: 3 }]],
  ])('describes the change %o', (change, text) => {
    expect(changeText(change)).toEqual(text)
  })
})
