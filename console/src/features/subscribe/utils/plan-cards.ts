/**
 * SPEC §4's plan-change card rule: which plan cards of /subscribe a user may pick.
 *
 * The SPEC's words, and how we read them:
 * - "A user on plan 2 or 8 can pick no card": no card is *disabled* for a trial user (they are the
 *   people the upgrade button is for). The same holds without any active plan.
 * - Basic (3): disabled for a user on basic monthly, unless the mode is `monthly_sub`; "basic yearly is
 *   enabled only in monthly_sub mode". So in `monthly_sub` mode a basic-monthly user may move to basic
 *   yearly, while basic monthly (the contract they already have) stays disabled.
 * - Advanced (10): disabled for a user on basic monthly (in any mode), and on advanced monthly unless
 *   the mode is `monthly_sub` (then, as for basic, only the yearly period).
 * - Enterprise (7), "the same pattern … not fully clear": we decide it is disabled for a user on a
 *   monthly contract of a lower tier (basic or advanced, in any mode) and on enterprise monthly unless
 *   the mode is `monthly_sub` (then only yearly). A monthly contract changes tier only at renewal.
 * - Anything the SPEC does not name (yearly contracts, lower tiers, other plans) stays enabled.
 *
 * `monthly_sub` is the mode for changing one's own monthly contract (/subscribe?mode=monthly_sub).
 */

export const MONTHLY = 1
export const YEARLY = 2
export const BASIC = 3
export const ADVANCED = 10
export const ENTERPRISE = 7
/** The paid tiers, lowest first. */
export const TIERS = [BASIC, ADVANCED, ENTERPRISE]
const TRIALS = [2, 8]

export type Period = 'yearly' | 'monthly'
export type SubscribeMode = 'subscribe' | 'monthly_sub'

export interface Contract {
  planId: number | null
  paymentType: number | null
}

export type CardState =
  | { disabled: false }
  /** `current`: the very contract the user has; `monthly`: a monthly contract changes tier only at renewal */
  | { disabled: true; reason: 'current' | 'monthly' }

export const paymentTypeOf = (period: Period) => (period === 'yearly' ? YEARLY : MONTHLY)

/** The period of a payment type; null for trials (no payment). */
export function periodOf(paymentType: number | null): Period | null {
  return paymentType === YEARLY ? 'yearly' : paymentType === MONTHLY ? 'monthly' : null
}

export function subscribeMode(value: string | null): SubscribeMode {
  return value === 'monthly_sub' ? 'monthly_sub' : 'subscribe'
}

export function planCardState(card: number, period: Period, current: Contract, mode: SubscribeMode): CardState {
  const { planId, paymentType } = current
  if (planId === null || TRIALS.includes(planId) || paymentType !== MONTHLY) return { disabled: false }
  const currentTier = TIERS.indexOf(planId)
  const cardTier = TIERS.indexOf(card)
  if (currentTier < 0 || cardTier < 0 || cardTier < currentTier) return { disabled: false }
  if (cardTier > currentTier) return { disabled: true, reason: 'monthly' }
  // the card of the user's own monthly plan
  if (mode !== 'monthly_sub') return { disabled: true, reason: 'monthly' }
  return period === 'monthly' ? { disabled: true, reason: 'current' } : { disabled: false }
}
