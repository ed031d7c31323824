import { describe, expect, it } from 'vitest'
import type { PlanOffer } from '../api/get-plans'
import { priceView } from './prices'

const advanced: PlanOffer = {
  id: 10,
  key: 'advanced',
  name: '進階方案',
  currency: 'TWD',
  prices: [
    { payment_type: 1, amount: 3990, months: 1 },
    { payment_type: 2, amount: 39900, months: 12 },
  ],
  limitation: {},
  serp_depth: 50,
  features: {},
}

describe('priceView', () => {
  it('shows the yearly price, its monthly equivalent and the saving against twelve monthly payments', () => {
    expect(priceView(advanced, 'yearly')).toEqual({ amount: 39900, perMonth: 3325, saving: 7980 })
  })

  it('shows the monthly price with no saving', () => {
    expect(priceView(advanced, 'monthly')).toEqual({ amount: 3990, perMonth: 3990, saving: 0 })
  })

  it('has nothing for a period the plan is not sold by', () => {
    expect(priceView({ ...advanced, prices: [advanced.prices[1]] }, 'monthly')).toBeNull()
    expect(priceView({ ...advanced, prices: [advanced.prices[1]] }, 'yearly')).toEqual({
      amount: 39900,
      perMonth: 3325,
      saving: 0,
    })
  })
})
