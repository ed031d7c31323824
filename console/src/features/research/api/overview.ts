/** One keyword's research overview (POST /research/overview, api/research/routes.py). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import type { OverviewParams } from '../utils/overview-query'

export type KeywordOverview = Schema<'OverviewOut'>
export type StoredResult = Schema<'StoredResultOut'>

export function overviewQueryOptions(params: OverviewParams) {
  return queryOptions({
    queryKey: ['research', 'overview', params.keyword, params.country, params.language],
    queryFn: () => api.post<KeywordOverview>('/research/overview', params),
    // each answer counts one keyword search of the plan: asked once, again only on the user's retry;
    // a provider's error (502/503/504) is shown with a retry rather than retried behind the user's back
    staleTime: Infinity,
    retry: false,
    // labels are translated from the codes here, so a new language needs no new (counted) search
    meta: { sameInEveryLanguage: true },
  })
}

export function useKeywordOverview(params: OverviewParams) {
  return useQuery({ ...overviewQueryOptions(params), enabled: params.keyword !== '' })
}
