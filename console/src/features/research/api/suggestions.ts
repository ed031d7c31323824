/** POST /research/suggestions (api/research/routes.py): a seed's keyword ideas with their figures; each
 * search is one use of the plan's `keyword_search`, so the session's allowance is read again after it. */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { userQueryKey } from '@/lib/auth'
import type { Schema } from '@/types/api'

export type SuggestionsIn = Schema<'SuggestionsIn'>
export type KeywordIdeas = Schema<'KeywordIdeasOut'>
export type Idea = Schema<'IdeaOut'>
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
