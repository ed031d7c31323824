import { siteKeys } from '@/lib/query-keys'

/** Under the project's detail key, so the projects feature's invalidations refresh these too. */
export const rankingKeys = {
  dashboard: (siteId: number) => [...siteKeys.detail(siteId), 'dashboard'] as const,
  visibility: (siteId: number, params: object) => [...siteKeys.detail(siteId), 'visibility', params] as const,
  metrics: (siteId: number) => [...siteKeys.detail(siteId), 'metrics'] as const,
  google: (siteId: number, source: 'webmaster' | 'ga') => [...siteKeys.detail(siteId), 'google', source] as const,
  update: (siteId: number) => [...siteKeys.detail(siteId), 'ranking-update'] as const,
  categories: (siteId: number) => [...siteKeys.detail(siteId), 'categories'] as const,
  keyword: (keywordId: number, params: object) => ['keyword-rankings', keywordId, params] as const,
  serp: (keywordId: number, params: object) => ['keyword-serp', keywordId, params] as const,
  reports: (siteId: number) => ['operation-history', 'ranking_report', siteId] as const,
}
