import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, ApiError, type QueryValue } from '@/lib/api-client'
import { downloadFile } from '@/lib/download'
import type { Paginated } from '@/types/api'
import type {
  BrokenLink,
  Issues,
  IssueUrls,
  LinkSuggestion,
  PageCheckJob,
  PageRow,
  Severity,
  SiteCheck,
  TextKind,
  TextRow,
} from '@/types/site-audit'
import { isRunning } from '../utils/format'
import { auditKeys } from '@/lib/query-keys'

/** A running check is read again this often (its end also arrives as a job event, which refreshes all). */
export const PROGRESS_INTERVAL_MS = 2000
export const URLS_PER_PAGE = 20

const whileRunning = (check: SiteCheck | null | undefined) => (isRunning(check?.state) ? PROGRESS_INTERVAL_MS : false)

/** GET /sites/{id}/site_checks/latest; null when the site was never checked (404 site_check.none). */
export async function getLatestCheck(siteId: number): Promise<SiteCheck | null> {
  try {
    return await api.get<SiteCheck>(`/sites/${siteId}/site_checks/latest`, { progress: false })
  } catch (error) {
    if (error instanceof ApiError && error.code === 'site_check.none') return null
    throw error
  }
}

/** The site's latest check, or the one asked for (`checkId`, an older crawl); refreshed while it runs. */
export const siteCheckQueryOptions = (siteId: number, checkId: number | null) =>
  queryOptions({
    queryKey: checkId === null ? auditKeys.latest(siteId) : auditKeys.check(checkId),
    queryFn: () => (checkId === null ? getLatestCheck(siteId) : api.get<SiteCheck>(`/site_checks/${checkId}`)),
    refetchInterval: (query) => whileRunning(query.state.data),
  })

export function useSiteCheck(siteId: number, checkId: number | null) {
  return useQuery(siteCheckQueryOptions(siteId, checkId))
}

/** GET /site_checks/{id} (the PDF page: by id, from the query string). */
export function useCheck(checkId: number | null) {
  return useQuery({
    queryKey: auditKeys.check(checkId ?? 0),
    queryFn: () => api.get<SiteCheck>(`/site_checks/${checkId}`),
    enabled: checkId !== null,
  })
}

/** GET /sites/{id}/site_checks: the site's crawls, newest first (the first page is plenty to pick from). */
export function useCheckHistory(siteId: number) {
  return useQuery({
    queryKey: auditKeys.history(siteId),
    queryFn: () => api.get<Paginated<SiteCheck>>(`/sites/${siteId}/site_checks`, { progress: false }),
    select: (body) => body.data,
  })
}

/** POST /sites/{id}/site_checks: a new crawl (202, pending); the latest check becomes this one. */
export function useStartCheck(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<SiteCheck>(`/sites/${siteId}/site_checks`, {}),
    onSuccess: (check) => {
      client.setQueryData(auditKeys.latest(siteId), check)
      void client.invalidateQueries({ queryKey: auditKeys.history(siteId) })
    },
  })
}

export interface IssueFilter {
  category?: string | null
  severity?: Severity | null
}

/** GET /site_checks/{id}/issues: checks with findings (and the passed ones), texts in the user's language. */
export function useIssues(checkId: number | null, filter: IssueFilter) {
  const query = { category: filter.category ?? undefined, severity: filter.severity ?? undefined }
  return useQuery({
    queryKey: auditKeys.issues(checkId ?? 0, query),
    queryFn: () => api.get<Issues>(`/site_checks/${checkId}/issues`, { query }),
    enabled: checkId !== null,
    placeholderData: keepPreviousData,
  })
}

/** GET /site_checks/{id}/issues/{check}: one page of the URLs of an issue, with what was seen there. */
export function useIssueUrls(checkId: number, check: string, page: number) {
  return useQuery({
    queryKey: auditKeys.issueUrls(checkId, check, page),
    queryFn: () =>
      api.get<IssueUrls>(`/site_checks/${checkId}/issues/${encodeURIComponent(check)}`, {
        query: { page, per_page: URLS_PER_PAGE },
      }),
    placeholderData: keepPreviousData,
  })
}

/** One page of broken links (the grid's block). */
export const getBrokenLinks = (checkId: number, query: Record<string, QueryValue>) =>
  api.get<Paginated<BrokenLink>>(`/site_checks/${checkId}/broken_links`, { query, progress: query.page === 1 })

/** One page of the crawled URLs (the grid's block). */
export const getPageRows = (checkId: number, query: Record<string, QueryValue>) =>
  api.get<Paginated<PageRow>>(`/site_checks/${checkId}/pages`, { query, progress: query.page === 1 })

/** One page of title or description rows (the grid's block). */
export const getTextRows = (checkId: number, kind: TextKind, query: Record<string, QueryValue>) =>
  api.get<Paginated<TextRow>>(`/site_checks/${checkId}/titles`, { query: { ...query, kind }, progress: query.page === 1 })

/** GET /sites/{id}/pages/internal_links_keywords_suggestion (SPEC §3). */
export function useLinkSuggestions(siteId: number) {
  return useQuery({
    queryKey: auditKeys.suggestions(siteId),
    queryFn: () =>
      api
        .get<{ data: LinkSuggestion[] }>(`/sites/${siteId}/pages/internal_links_keywords_suggestion`)
        .then((body) => body.data),
  })
}

/** A page check is read again this often while it is queued or running (a short crawl of one page). */
export const PAGE_CHECK_POLL_MS = 1000

export const pageCheckRunning = (job: PageCheckJob | undefined) => job?.state === 'queued' || job?.state === 'running'

/** POST /tool/checker: starts a page check; the answer (202) is the queued job, seeded as its first read. */
export function useStartPageCheck() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (url: string) => api.post<PageCheckJob>('/tool/checker', { url }),
    onSuccess: (job) => client.setQueryData(auditKeys.pageCheck(job.id), job),
  })
}

/** GET /tool/checker/{id}: the page check, read again while it is queued or running. */
export function usePageCheck(jobId: string | null) {
  return useQuery({
    queryKey: auditKeys.pageCheck(jobId ?? ''),
    queryFn: () => api.get<PageCheckJob>(`/tool/checker/${encodeURIComponent(jobId ?? '')}`, { progress: false }),
    enabled: jobId !== null,
    refetchInterval: (query) => (pageCheckRunning(query.state.data) ? PAGE_CHECK_POLL_MS : false),
  })
}

/** GET /site_checks/{id}/export.csv: the URLs of one issue (`check`), else every page. */
export const downloadCheckCsv = (checkId: number, check?: string) =>
  downloadFile(`/site_checks/${checkId}/export.csv`, `site-check-${checkId}.csv`, { check })
