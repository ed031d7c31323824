import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { siteKeys } from '@/lib/query-keys'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import type { HistoryKind } from '../utils/indexing'

export type IndexingOverview = Schema<'IndexingOverviewOut'>
export type Sitemap = Schema<'SitemapOut'>
export type Submission = Schema<'SubmissionOut'>
export type IndexNowKey = Schema<'IndexNowKeyOut'>
type Submissions = Schema<'DataList_SubmissionOut_'>
type HistoryPage = Schema<'Page_SubmissionOut_'>

export const HISTORY_PER_PAGE = 20

const keys = {
  all: (siteId: number) => [...siteKeys.detail(siteId), 'indexing'] as const,
  overview: (siteId: number) => [...siteKeys.detail(siteId), 'indexing', 'overview'] as const,
  sitemaps: (siteId: number) => [...siteKeys.detail(siteId), 'indexing', 'sitemaps'] as const,
  history: (siteId: number, kind: HistoryKind, page: number) =>
    [...siteKeys.detail(siteId), 'indexing', 'history', kind, page] as const,
}

// a refusal (no property, no Google link, the plan) is an answer to show, not a hiccup to retry
const noRetry = { retry: false } as const

/** GET /sites/{id}/indexing: property, Google links, plan, today's quotas, IndexNow key */
export function useIndexingOverview(siteId: number) {
  return useQuery({
    queryKey: keys.overview(siteId),
    queryFn: () => api.get<IndexingOverview>(`/sites/${siteId}/indexing`),
    ...noRetry,
  })
}

/** GET /sites/{id}/indexing/sitemaps (Search Console's list) */
export function useSitemaps(siteId: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.sitemaps(siteId),
    queryFn: () => api.get<Sitemap[]>(`/sites/${siteId}/indexing/sitemaps`),
    enabled,
    ...noRetry,
  })
}

/** GET /sites/{id}/indexing/history?kind=&page= */
export function useSubmissionHistory(siteId: number, kind: HistoryKind, page: number) {
  return useQuery({
    queryKey: keys.history(siteId, kind, page),
    queryFn: () =>
      api.get<HistoryPage>(`/sites/${siteId}/indexing/history`, {
        query: { ...(kind === 'all' ? {} : { kind }), page, per_page: HISTORY_PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  })
}

/** One of the submitting calls; every answer changes the history, the quotas and maybe the key. */
function useSubmit<Body, Answer>(siteId: number, send: (body: Body) => Promise<Answer>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSettled: () => void client.invalidateQueries({ queryKey: keys.all(siteId) }),
  })
}

/** POST /sites/{id}/indexing/sitemaps {url} */
export const useSubmitSitemap = (siteId: number) =>
  useSubmit(siteId, (url: string) => api.post<Submission>(`/sites/${siteId}/indexing/sitemaps`, { url }))

/** POST /sites/{id}/indexing/inspections {urls} */
export const useInspect = (siteId: number) =>
  useSubmit(siteId, (urls: string[]) => api.post<Submissions>(`/sites/${siteId}/indexing/inspections`, { urls }))

/** POST /sites/{id}/indexing/notifications {urls, type} */
export const useNotify = (siteId: number) =>
  useSubmit(siteId, (body: { urls: string[]; type: 'URL_UPDATED' | 'URL_DELETED' }) =>
    api.post<Submissions>(`/sites/${siteId}/indexing/notifications`, body),
  )

/** POST /sites/{id}/indexing/indexnow/key */
export const useNewIndexNowKey = (siteId: number) =>
  useSubmit(siteId, () => api.post<IndexNowKey>(`/sites/${siteId}/indexing/indexnow/key`))

/** POST /sites/{id}/indexing/indexnow/verify */
export const useVerifyIndexNowKey = (siteId: number) =>
  useSubmit(siteId, () => api.post<IndexNowKey>(`/sites/${siteId}/indexing/indexnow/verify`))

/** POST /sites/{id}/indexing/indexnow {urls} */
export const useSubmitIndexNow = (siteId: number) =>
  useSubmit(siteId, (urls: string[]) => api.post<Submissions>(`/sites/${siteId}/indexing/indexnow`, { urls }))
