import { describe, expect, it } from 'vitest'
import type { PlanOffer } from '../api/get-plans'
import { limitValue } from './comparison'

const plan = {
  limitation: { sites_limitation: 50, writer_limitation: 99_999_999_999, keyword_gap_limitation: 0 },
} as unknown as PlanOffer

describe('limitValue', () => {
  it('reads {feature}_limitation, the unlimited threshold and a missing limit as 0', () => {
    expect(limitValue(plan, 'sites')).toEqual({ kind: 'count', value: 50 })
    expect(limitValue(plan, 'writer')).toEqual({ kind: 'unlimited' })
    expect(limitValue(plan, 'keyword_gap')).toEqual({ kind: 'count', value: 0 })
    expect(limitValue(plan, 'api_tokens')).toEqual({ kind: 'count', value: 0 })
  })
})
