/** A page audit's state (SPEC §4) and how its score reads. */
import type { PageEvaluation } from '../types'

export type AuditState = 'auditing' | 'evaluated' | 'failed'

/** SPEC §4: auditing while `auditing`, then evaluated when `success_audited`, else failed. */
export function auditState(page: Pick<PageEvaluation, 'auditing' | 'success_audited'>): AuditState {
  if (page.auditing) return 'auditing'
  return page.success_audited ? 'evaluated' : 'failed'
}

/** The list's state filter as the API's query (`auditing`, `success_audited` as 1 or 0). */
export function stateQuery(state: AuditState | null): { auditing?: number; success_audited?: number } {
  if (state === 'auditing') return { auditing: 1 }
  if (state === 'evaluated') return { auditing: 0, success_audited: 1 }
  if (state === 'failed') return { auditing: 0, success_audited: 0 }
  return {}
}

/** A score of 80 is what SPEC §5/§9 suggest aiming for; under 50 most advice is unmet. */
export const GOOD_SCORE = 80
export const FAIR_SCORE = 50

export type ScoreTone = 'good' | 'fair' | 'poor'

export function scoreTone(score: number): ScoreTone {
  if (score >= GOOD_SCORE) return 'good'
  return score >= FAIR_SCORE ? 'fair' : 'poor'
}

export const TONE_COLORS: Record<ScoreTone, string> = { good: '#16a34a', fair: '#d97706', poor: '#dc2626' }

export const scoreColor = (score: number) => TONE_COLORS[scoreTone(score)]
