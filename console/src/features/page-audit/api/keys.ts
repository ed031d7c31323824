import { siteKeys } from '@/lib/query-keys'

/** Under the project's detail key, so the projects feature's invalidations refresh these too. */
export const pageAuditKeys = {
  lists: (siteId: number) => [...siteKeys.detail(siteId), 'page-evaluations'] as const,
  list: (siteId: number, params: object) => [...siteKeys.detail(siteId), 'page-evaluations', params] as const,
  report: (id: number) => ['page-evaluation', id] as const,
  crawledPages: (siteId: number) => [...siteKeys.detail(siteId), 'crawled-pages'] as const,
}
