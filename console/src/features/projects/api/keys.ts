/**
 * Query keys of the projects feature. Everything sits under ['sites'] so one invalidation also
 * refreshes the sidebar's project selector (['sites', 'all']).
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
