import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { siteKeys } from '@/lib/query-keys'
import { getRankedKeywords } from './queries'

export const KEYWORD_LIST_PER_PAGE = 20

export interface KeywordListParams {
  page: number
  perPage: number
  text: string
  category: number | null
}

/** The keywords-and-tags table: GET /sites/{id}/keywords paged, with the text and tag filters. */
export function useKeywordList(siteId: number, params: KeywordListParams) {
  return useQuery({
    queryKey: [...siteKeys.keywords(siteId), 'manage', params],
    queryFn: () =>
      getRankedKeywords(siteId, {
        page: params.page,
        per_page: params.perPage,
        sort: '-created_at',
        'filter[text]': params.text || undefined,
        'filter[category_id]': params.category ?? undefined,
      }),
    placeholderData: keepPreviousData,
  })
}
