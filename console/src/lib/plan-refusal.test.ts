import { describe, expect, it } from 'vitest'
import { isPlanRefusal } from './plan-refusal'

describe('plan refusals', () => {
  it('are the 403 of a plan without the feature and the 429 of a used-up month', () => {
    expect(isPlanRefusal(403, 'plan.feature_unavailable')).toBe(true)
    expect(isPlanRefusal(429, 'plan.limit_reached')).toBe(true)
    expect(isPlanRefusal(403, 'permission.denied')).toBe(false)
    expect(isPlanRefusal(500, undefined)).toBe(false)
  })
})
