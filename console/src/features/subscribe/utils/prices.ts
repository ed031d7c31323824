import type { PlanOffer } from '../api/get-plans'
import { type Period, paymentTypeOf } from './plan-cards'

export interface PriceView {
  /** NT$ for the period */
  amount: number
  /** NT$ per month, rounded */
  perMonth: number
  /** NT$ saved against paying monthly for the same months (0 for monthly) */
  saving: number
}

/** What a plan costs for the period, or null when it is not sold that way. */
export function priceView(plan: PlanOffer, period: Period): PriceView | null {
  const price = plan.prices.find((p) => p.payment_type === paymentTypeOf(period))
  if (!price) return null
  const monthly = plan.prices.find((p) => p.payment_type === paymentTypeOf('monthly'))
  const saving = monthly && price.months > 1 ? Math.max(monthly.amount * price.months - price.amount, 0) : 0
  return { amount: price.amount, perMonth: Math.round(price.amount / price.months), saving }
}
