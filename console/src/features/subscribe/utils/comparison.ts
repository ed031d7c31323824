/** The rows of the plan comparison: limits from `{feature}_limitation`, then features a plan has or not. */
import { UNLIMITED } from '@/lib/allowance'
import type { PlanOffer } from '../api/get-plans'

/** Shown on each plan card, the rest only in the comparison table. */
export const HIGHLIGHT_LIMITS = ['sites', 'keywords', 'competitors', 'ranking_update', 'keyword_gap']
export const LIMIT_ROWS = [
  'sites',
  'keywords',
  'competitors',
  'receivers',
  'members',
  'ranking_update',
  'keyword_search',
  'competitor_research',
  'keyword_gap',
  'rank_check',
  'page_audit',
  'pages_check',
  'writer',
  'api_tokens',
  'keyword_lists',
  'keyword_list_items',
]
export const FEATURE_ROWS = [
  'ranking_report',
  'yahoo_ranking',
  'backlinks',
  'google_indexing',
  'monthly_report_email',
  'batch_audit',
  'writer_share',
  'cms_plugin',
]

export type LimitValue = { kind: 'unlimited' } | { kind: 'count'; value: number }

/** A plan's limit for a feature (0 when absent, as SPEC §6 reads it). */
export function limitValue(plan: PlanOffer, feature: string): LimitValue {
  const value = plan.limitation[`${feature}_limitation`] ?? 0
  return value >= UNLIMITED ? { kind: 'unlimited' } : { kind: 'count', value }
}
