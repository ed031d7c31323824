import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { siteKeys } from '@/lib/query-keys'
import type { SerpTrends } from '@/types/rankings'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import type { Interval, TrendPeriod } from '../utils/serp-state'

export type SerpCompetitor = Schema<'SerpCompetitorOut'>

export type SerpCompetitors = Schema<'SerpCompetitorsOut'>

/** GET /sites/{id}/serp_competitors?interval= */
export function useSerpCompetitors(siteId: number | null, interval: Interval) {
  return useQuery({
    queryKey: [...siteKeys.detail(siteId ?? 0), 'serp-competitors', interval],
    queryFn: () => api.get<SerpCompetitors>(`/sites/${siteId}/serp_competitors`, { query: { interval } }),
    enabled: siteId !== null,
    placeholderData: keepPreviousData,
  })
}

/** GET /sites/{id}/serp_trend?keyword_ids=…&period= (at most 10 keywords; the ids repeat the key) */
export function useSerpTrends(siteId: number | null, keywordIds: number[], period: TrendPeriod) {
  const search = new URLSearchParams(keywordIds.map((id) => ['keyword_ids', String(id)]))
  search.set('period', period)
  return useQuery({
    queryKey: [...siteKeys.detail(siteId ?? 0), 'serp-trend', keywordIds, period],
    queryFn: () => api.get<SerpTrends>(`/sites/${siteId}/serp_trend?${search.toString()}`),
    enabled: siteId !== null && keywordIds.length > 0,
    placeholderData: keepPreviousData,
  })
}
