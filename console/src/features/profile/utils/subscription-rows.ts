/**
 * The subscription block of the user (SPEC §3, §6, §9) as the rows the profile shows: what exists
 * against its limit (projects, keywords, tokens), this month's remaining uses, and what the plan
 * allows per project. Each row's numbers are the server's (`subscription.features`); a feature whose
 * screen does not exist yet is not listed.
 */
import { allowance, type Allowance, planRefName } from '@/lib/allowance'
import { featureExists } from '@/lib/feature-screens'
import type { PlanRef, Subscription } from '@/types/api'

export type UsageKind = 'count' | 'monthly' | 'per_project'

export interface UsageRow {
  feature: string
  kind: UsageKind
  allowance: Allowance
  /** the plan has no allowance for it at all */
  included: boolean
  /** when not included: the cheapest plan that has it (the server's `upgrade`), null when none does */
  upgrade: PlanRef | null
}

const FEATURES: [string, UsageKind][] = [
  ['sites', 'count'],
  ['keywords', 'count'],
  ['api_tokens', 'count'],
  ['keyword_lists', 'count'],
  ['ranking_update', 'monthly'],
  ['keyword_search', 'monthly'],
  ['competitor_research', 'monthly'],
  ['keyword_gap', 'monthly'],
  ['rank_check', 'monthly'],
  ['page_audit', 'monthly'],
  ['pages_check', 'monthly'],
  ['writer', 'monthly'],
  ['text_comply', 'monthly'],
  ['competitors', 'per_project'],
  ['receivers', 'per_project'],
  ['members', 'per_project'],
  ['pages_per_project', 'per_project'],
]

export function subscriptionRows(
  subscription: Subscription | null | undefined,
  hasScreen: (path: string) => boolean,
): UsageRow[] {
  const known = subscription?.features ?? {}
  return FEATURES.filter(([feature]) => feature in known && featureExists(hasScreen, feature)).map(([feature, kind]) => {
    const found = allowance(subscription, feature)
    return { feature, kind, allowance: found, included: found.included, upgrade: found.included ? null : (found.upgrade ?? null) }
  })
}

/** A plan's name in the interface language, else in the default language, else its key. */
export function planName(subscription: Subscription | null | undefined, locale: string): string | null {
  return planRefName(subscription?.plan, locale)
}
