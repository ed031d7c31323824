import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface SiteSummary {
  id: number
  name: string
  url: string
  domain: string
}

/** Every project the user can open, for the sidebar's project selector (GET /sites?all=1). */
export const allSitesQueryOptions = queryOptions({
  queryKey: ['sites', 'all'],
  queryFn: () => api.get<{ data: SiteSummary[] }>('/sites', { query: { all: 1 }, progress: false }).then((r) => r.data),
})

export function useAllSites() {
  return useQuery(allSitesQueryOptions)
}
