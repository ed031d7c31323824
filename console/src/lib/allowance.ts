/**
 * What the plan allows of a feature, as the server decided it: the user payload's
 * `subscription.features` (api/plans/service.py `feature_access`, the same rule that refuses a request
 * with 403 or 429). The console does not apply SPEC §6's rule itself, so it never offers what the API
 * then refuses.
 */
import type { FeatureAccess, PlanRef, Subscription } from '@/types/api'

export const UNLIMITED = 99_999_999_999

export type Allowance = FeatureAccess

/** A feature the server did not describe (no subscription): nothing of it. */
const nothing = (feature: string): Allowance => ({
  feature,
  limit: 0,
  limited: true,
  usage: 0,
  remaining: 0,
  available: false,
  included: false,
  upgrade: null,
})

export function allowance(subscription: Subscription | null | undefined, feature: string): Allowance {
  return subscription?.features?.[feature] ?? nothing(feature)
}

/** A plan's name in `locale`, else in the default language, else its key. */
export function planRefName(plan: PlanRef | null | undefined, locale: string): string | null {
  if (!plan) return null
  return plan.names[locale] ?? plan.names['zh-TW'] ?? plan.key ?? String(plan.id)
}
