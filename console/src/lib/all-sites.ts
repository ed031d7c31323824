import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

/** GET /sites?all=1's brief of a project. */
export type SiteSummary = Schema<'SiteBrief'>

/** Every project the user can open, for the sidebar's project selector (GET /sites?all=1). */
export const allSitesQueryOptions = queryOptions({
  queryKey: ['sites', 'all'],
  queryFn: () => api.get<Schema<'DataList_SiteBrief_'>>('/sites', { query: { all: 1 }, progress: false }).then((r) => r.data),
})

export function useAllSites() {
  return useQuery(allSitesQueryOptions)
}
