import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

export type KeywordNetwork = Schema<'NetworkOut'>
export type NetworkNode = Schema<'NetworkNodeOut'>
export type NetworkEdge = Schema<'NetworkEdgeOut'>
export type NetworkCluster = Schema<'NetworkClusterOut'>

/** The fewest shared top-10 URLs that link two keywords: the server's default and bounds. */
export const DEFAULT_MIN_SHARED = 2
export const MIN_SHARED_CHOICES = [1, 2, 3, 4, 5] as const

/** GET /research/network?site_id=&min_shared= (enterprise plan only: 403 otherwise) */
export function useKeywordNetwork(siteId: number | null, minShared: number, enabled = true) {
  return useQuery({
    queryKey: ['research', 'network', siteId, minShared],
    queryFn: () => api.get<KeywordNetwork>('/research/network', { query: { site_id: siteId!, min_shared: minShared } }),
    enabled: enabled && siteId !== null,
    placeholderData: keepPreviousData,
  })
}
