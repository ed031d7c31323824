import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, type QueryValue } from '@/lib/api-client'
import type { Operation, Paginated, Schema } from '@/types/api'
import type {
  DashboardSite,
  DaySerp,
  Device,
  Engine,
  KeywordRankings,
  RankedKeyword,
  Visibility,
} from '@/types/rankings'
import { rankingKeys } from './keys'

/** GET /sites/{id}?append=google_statistics,important_keywords,seo_optimization (SPEC §3 dashboard data). */
export const dashboardQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: rankingKeys.dashboard(siteId),
    queryFn: () =>
      api.get<DashboardSite>(`/sites/${siteId}`, { query: { append: 'google_statistics,important_keywords,seo_optimization' } }),
  })

export function useDashboard(siteId: number) {
  return useQuery(dashboardQueryOptions(siteId))
}

/** GET /sites/{id}/visibility: the visibility score per day. */
export const visibilityQueryOptions = (siteId: number, period: '30' | '90') =>
  queryOptions({
    queryKey: rankingKeys.visibility(siteId, { period }),
    queryFn: () => api.get<Visibility>(`/sites/${siteId}/visibility`, { query: { period } }),
    placeholderData: keepPreviousData,
  })

export function useVisibility(siteId: number, period: '30' | '90') {
  return useQuery(visibilityQueryOptions(siteId, period))
}

/** Why a movers tab is empty although the filters keep keywords (the API says which). */
export type EmptyReason = NonNullable<Schema<'KeywordPage'>['empty_reason']>

/** GET /sites/{id}/keywords?append=ranking: KeywordPage with each keyword's ranking. */
export type RankedKeywordsPage = Omit<Schema<'KeywordPage'>, 'data'> & { data: RankedKeyword[] }

/** One page of the ranking grid: GET /sites/{id}/keywords with rank figures. */
export const getRankedKeywords = (siteId: number, query: Record<string, QueryValue>, signal?: AbortSignal) =>
  api.get<RankedKeywordsPage>(`/sites/${siteId}/keywords`, { query, signal, progress: false })

/** How long a page asked for ahead of the grid waits to be taken. */
export const EARLY_PAGE_MS = 10_000
const earlyPages = new Map<string, Promise<RankedKeywordsPage>>()
const pageKey = (siteId: number, query: Record<string, QueryValue>) => JSON.stringify([siteId, query])

/**
 * Asks for a grid page before the grid exists: the screen does it for the first page as soon as its
 * route renders, alongside the project itself, instead of once the project is loaded and the grid mounted.
 */
export function prefetchRankedKeywords(siteId: number, query: Record<string, QueryValue>) {
  const key = pageKey(siteId, query)
  if (earlyPages.has(key)) return
  const page = getRankedKeywords(siteId, query)
  page.catch(() => undefined) // a failure reaches whoever takes the page
  earlyPages.set(key, page)
  window.setTimeout(() => {
    if (earlyPages.get(key) === page) earlyPages.delete(key)
  }, EARLY_PAGE_MS)
}

/** A grid page: the one asked for early when it is the same request, else a new request. */
export function rankedKeywordsPage(siteId: number, query: Record<string, QueryValue>) {
  const key = pageKey(siteId, query)
  const early = earlyPages.get(key)
  if (early) {
    earlyPages.delete(key)
    return early
  }
  return getRankedKeywords(siteId, query)
}

export interface ScopeParams {
  engine: Engine | null
  device: Device | null
  start: string | null
  end: string | null
  period: string
}

const REPORT_POLL_MS = 5_000

const scopeQuery = (scope: ScopeParams) => ({
  engine: scope.engine ?? undefined,
  device: scope.device ?? undefined,
  start: scope.start ?? undefined,
  end: scope.end ?? undefined,
  period: scope.start ? undefined : scope.period,
})

/** GET /keywords/{id}/rankings: the project's and every competitor's position per day. */
export function useKeywordRankings(keywordId: number | null, scope: ScopeParams) {
  return useQuery({
    queryKey: rankingKeys.keyword(keywordId ?? 0, scope),
    queryFn: () => api.get<KeywordRankings>(`/keywords/${keywordId}/rankings`, { query: scopeQuery(scope) }),
    enabled: keywordId !== null,
  })
}

/** GET /keywords/{id}/serp: the keyword's whole stored result page of one day. */
export function useDaySerp(keywordId: number | null, scope: ScopeParams, day: string | null) {
  return useQuery({
    queryKey: rankingKeys.serp(keywordId ?? 0, { ...scope, day }),
    queryFn: () =>
      api.get<DaySerp>(`/keywords/${keywordId}/serp`, {
        query: { engine: scope.engine ?? undefined, device: scope.device ?? undefined, end: day! },
      }),
    enabled: keywordId !== null && day !== null,
  })
}

/** GET /sites/{id}/keyword_categories */
export function useCategories(siteId: number) {
  return useQuery({
    queryKey: rankingKeys.categories(siteId),
    queryFn: () => api.get<Schema<'DataList_CategoryOut_'>>(`/sites/${siteId}/keyword_categories`).then((body) => body.data),
  })
}

/** GET /operation_history?type=ranking_report&site_id=: this project's ranking reports, a page at a time;
 * followed while one is being made. */
export function useRankingReports(siteId: number, page: number) {
  return useQuery({
    queryKey: [...rankingKeys.reports(siteId), page],
    queryFn: () =>
      api.get<Paginated<Operation>>('/operation_history', {
        query: { type: 'ranking_report', site_id: siteId, page },
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.data.some((operation) => operation.status === 'in_progress') ? REPORT_POLL_MS : false,
  })
}

/** GET /sites/{id}/metrics (SPEC §7): the project's domain authority and backlink data, and its competitors'. */
export type SiteMetrics = Schema<'SiteMetricsOut'>

export function useSiteMetrics(siteId: number) {
  return useQuery({
    queryKey: rankingKeys.metrics(siteId),
    queryFn: () => api.get<SiteMetrics>(`/sites/${siteId}/metrics`),
    staleTime: 5 * 60_000,
  })
}
