import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Paginated } from '@/types/api'
import type { Keyword } from '@/types/projects'
import { siteKeys } from '@/lib/query-keys'

export const KEYWORDS_PER_PAGE = 20

export interface KeywordsParams {
  page: number
  /** filter[text]: part of the keyword */
  text: string
}

/** GET /sites/{id}/keywords */
export const getKeywords = (siteId: number, { page, text }: KeywordsParams) =>
  api.get<Paginated<Keyword>>(`/sites/${siteId}/keywords`, {
    query: { page, per_page: KEYWORDS_PER_PAGE, 'filter[text]': text.trim() },
  })

export const keywordsQueryOptions = (siteId: number, params: KeywordsParams) =>
  queryOptions({
    queryKey: siteKeys.keywords(siteId, params),
    queryFn: () => getKeywords(siteId, params),
    placeholderData: keepPreviousData,
  })

export function useKeywords(siteId: number, params: KeywordsParams) {
  return useQuery(keywordsQueryOptions(siteId, params))
}
