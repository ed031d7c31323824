import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, ApiError } from '@/lib/api-client'
import type { Paginated } from '@/types/api'
import type { PageRow, SiteCheck } from '@/types/site-audit'
import type { PageEvaluationList, PageEvaluationReport } from '../types'
import { type AuditState, stateQuery } from '../utils/score'
import { pageAuditKeys } from './keys'

/** How often a list or report with a page still auditing is read again. */
export const AUDIT_POLL_MS = 3_000

export interface ListParams {
  page: number
  perPage: number
  state: AuditState | null
  keyword: string
}

/** GET /sites/{id}/pages_evaluations (SPEC §7), read again while a listed page is being audited. */
export function usePageEvaluations(siteId: number, params: ListParams) {
  return useQuery({
    queryKey: pageAuditKeys.list(siteId, params),
    queryFn: () =>
      api.get<PageEvaluationList>(`/sites/${siteId}/pages_evaluations`, {
        query: {
          page: params.page,
          per_page: params.perPage,
          ...stateQuery(params.state),
          target_keyword: params.keyword || undefined,
        },
        progress: false,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.data.some((row) => row.auditing) ? AUDIT_POLL_MS : false),
  })
}

/** GET /page_evaluations/{id}: the report, read again until the audit ends. */
export function usePageReport(id: number) {
  return useQuery({
    queryKey: pageAuditKeys.report(id),
    queryFn: () => api.get<PageEvaluationReport>(`/page_evaluations/${id}`, { progress: false }),
    refetchInterval: (query) => (query.state.data?.auditing ? AUDIT_POLL_MS : false),
  })
}

/** A crawled page of the site check's list (its PageRow), as the import and batch dialogs list it. */
export type CrawledPage = Pick<PageRow, 'url' | 'title'>

const CRAWLED_PER_PAGE = 100

/**
 * The answered (2xx) pages of the project's latest site check (the site checker's API), to import or
 * batch-audit; empty when the site was never checked.
 */
export function useCrawledPages(siteId: number, enabled = true) {
  return useQuery({
    queryKey: pageAuditKeys.crawledPages(siteId),
    enabled,
    queryFn: async (): Promise<CrawledPage[]> => {
      try {
        const latest = await api.get<SiteCheck>(`/sites/${siteId}/site_checks/latest`, { progress: false })
        const pages = await api.get<Paginated<CrawledPage>>(`/site_checks/${latest.id}/pages`, {
          query: { per_page: CRAWLED_PER_PAGE, status: '2xx' },
          progress: false,
        })
        return pages.data
      } catch (error) {
        // no site check yet
        if (error instanceof ApiError && error.status === 404) return []
        throw error
      }
    },
  })
}
