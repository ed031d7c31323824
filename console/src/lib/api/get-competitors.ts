import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { siteKeys } from '@/lib/query-keys'

/** GET /sites/{id}/competitors */
export const getCompetitors = (siteId: number) =>
  api.get<Schema<'DataList_CompetitorOut_'>>(`/sites/${siteId}/competitors`).then((response) => response.data)

export const competitorsQueryOptions = (siteId: number) =>
  queryOptions({ queryKey: siteKeys.competitors(siteId), queryFn: () => getCompetitors(siteId) })

export function useCompetitors(siteId: number) {
  return useQuery(competitorsQueryOptions(siteId))
}
