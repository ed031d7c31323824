import { ApiError } from '@/lib/api-client'
import { isPlanRefusal } from '@/lib/plan-refusal'

/**
 * How the overview shows a failed search: `plan` (403 without the feature, 429 the month's searches
 * used up: SPEC §8's plan text with an upgrade), `provider` (the keyword data provider failed, timed
 * out or is out of quota: 502/503/504 with SPEC §8's "unable to obtain keywords, search volume, CPC"
 * in the server's words, and a retry), `fields` (the keyword, country or language was refused: shown
 * at the field), `other` (the connection or an unknown error: the screen's own text and a retry).
 */
export type OverviewFailure = 'plan' | 'provider' | 'fields' | 'other'

export function overviewFailure(error: unknown): OverviewFailure {
  if (!(error instanceof ApiError)) return 'other'
  if (isPlanRefusal(error.status, error.code)) return 'plan'
  if (error.fields.length > 0) return 'fields'
  if ([502, 503, 504].includes(error.status) && error.code.startsWith('research.')) return 'provider'
  return 'other'
}

/** The server's message for `field` of a refused search, if any. */
export function fieldMessage(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields.find((found) => found.field === field)?.message : undefined
}
