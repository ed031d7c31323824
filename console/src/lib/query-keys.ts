/**
 * Query keys shared by the features. A project's keys all sit under ['sites'], so one invalidation
 * also refreshes the sidebar's project selector (['sites', 'all']).
 */
export const siteKeys = {
  all: ['sites'] as const,
  lists: () => ['sites', 'list'] as const,
  list: (params: { page: number; name: string }) => ['sites', 'list', params] as const,
  detail: (id: number) => ['sites', 'detail', id] as const,
  competitors: (id: number) => ['sites', 'detail', id, 'competitors'] as const,
  keywords: (id: number, params?: { page: number; text: string }) =>
    params ? (['sites', 'detail', id, 'keywords', params] as const) : (['sites', 'detail', id, 'keywords'] as const),
  recipients: (id: number) => ['sites', 'detail', id, 'recipients'] as const,
  members: (id: number) => ['sites', 'detail', id, 'members'] as const,
  invitations: (id: number) => ['sites', 'detail', id, 'members', 'invitations'] as const,
}

/**
 * A site check's keys: under the project's detail key (so the project's invalidations refresh these
 * too); a check's own results under ['site-checks', id].
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
