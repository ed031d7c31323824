/** POST /research/suggestions (api/research/routes.py): a seed's keyword ideas with their figures; each
 * search is one use of the plan's `keyword_search`, so the session's allowance is read again after it. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { userQueryKey } from '@/lib/auth'
import type { Schema } from '@/types/api'

export type SuggestionsIn = Schema<'SuggestionsIn'>
export type KeywordIdeas = Schema<'KeywordIdeasOut'>
export type Idea = Schema<'IdeaOut'>
export type SuggestionsExportIn = Schema<'SuggestionsExportIn'>
export type SuggestionsExportOut = Schema<'SuggestionsExportOut'>
export type Intent = 'informational' | 'navigational' | 'commercial' | 'transactional'
export const INTENTS: Intent[] = ['informational', 'navigational', 'commercial', 'transactional']

export const FEATURE = 'keyword_search'

export function useKeywordSuggestions() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: SuggestionsIn) => api.post<KeywordIdeas>('/research/suggestions', body),
    onSettled: () => client.invalidateQueries({ queryKey: userQueryKey }),
  })
}

/** POST /research/suggestions/export: the rows on screen as an Excel workbook mailed to the user (an operation
 * of operation history); the answer's message says where it will be mailed, in the user's language. */
export function useMailSuggestions() {
  return useMutation({
    mutationFn: (body: SuggestionsExportIn) => api.post<SuggestionsExportOut>('/research/suggestions/export', body),
  })
}
