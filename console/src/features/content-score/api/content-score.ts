import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { useDebouncedValue } from '../hooks/use-debounced-value'

/** The document as the score reads it: its target keyword, title, description and sanitized HTML;
 * `market` a country code (TW, JP…), the API's default (by language) when absent. */
export type ContentScoreIn = Schema<'ContentScoreIn'>

/** The score (0-100, `suggested` 80), its state (ready, preparing while the top 10 is read, no_serp),
 * the rule checklist and the keyword and term chips, texts in the request's language. */
export type ContentScore = Schema<'ContentScoreOut'>

/** A keyword or term to use: `used` times in the document of `wanted`, used by `pages` top pages. */
export type ScoreChip = Schema<'ChipOut'>

/** One SPEC §5 rule, passed or not; `part`: the part of the document it is about. */
export type ScoreRule = Schema<'RuleOut'>

/** How long typing pauses before the document is scored again. */
export const SCORE_DEBOUNCE_MS = 800
/** How often the score is asked again while the top 10 is being read. */
export const PREPARING_POLL_MS = 2_000

export const contentScoreKeys = {
  all: ['content-score'] as const,
  score: (input: ContentScoreIn) => [...contentScoreKeys.all, input] as const,
}

/** POST /writers/content_score. */
export function fetchContentScore(input: ContentScoreIn, signal?: AbortSignal): Promise<ContentScore> {
  return api.post<ContentScore>('/writers/content_score', input, { signal, progress: false })
}

/**
 * The document's score, asked again once typing pauses for `debounceMs` (the last score stays shown
 * meanwhile) and every {@link PREPARING_POLL_MS} while its keyword's top 10 is being read. Nothing is
 * asked without a keyword.
 */
export function useContentScore(input: ContentScoreIn, debounceMs: number = SCORE_DEBOUNCE_MS) {
  const settled = useDebouncedValue(input, debounceMs)
  return useQuery({
    queryKey: contentScoreKeys.score(settled),
    queryFn: ({ signal }) => fetchContentScore(settled, signal),
    enabled: settled.keyword.trim() !== '',
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.state === 'preparing' ? PREPARING_POLL_MS : false),
  })
}
