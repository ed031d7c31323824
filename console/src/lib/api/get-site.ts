import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Site } from '@/types/projects'
import { siteKeys } from '@/lib/query-keys'

/** GET /sites/{id}: one project as the caller sees it (404 for someone else's project). */
export const getSite = (id: number) => api.get<Site>(`/sites/${id}`)

export const siteQueryOptions = (id: number) => queryOptions({ queryKey: siteKeys.detail(id), queryFn: () => getSite(id) })

export function useSite(id: number) {
  return useQuery(siteQueryOptions(id))
}
