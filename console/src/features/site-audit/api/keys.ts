import { siteKeys } from '@/features/projects/api/keys'

/**
 * Under the project's detail key (so the projects feature's invalidations refresh these too); a
 * check's own results under ['site-checks', id].
 */
export const auditKeys = {
  latest: (siteId: number) => [...siteKeys.detail(siteId), 'site-check', 'latest'] as const,
  history: (siteId: number) => [...siteKeys.detail(siteId), 'site-check', 'history'] as const,
  suggestions: (siteId: number) => [...siteKeys.detail(siteId), 'internal-links'] as const,
  check: (checkId: number) => ['site-checks', checkId] as const,
  issues: (checkId: number, params: object) => ['site-checks', checkId, 'issues', params] as const,
  issueUrls: (checkId: number, check: string, page: number) => ['site-checks', checkId, 'issue', check, page] as const,
  pageCheck: (jobId: string) => ['page-check', jobId] as const,
}
