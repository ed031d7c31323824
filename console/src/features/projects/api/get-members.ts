import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { siteKeys } from '@/lib/query-keys'

/** GET /sites/{id}/members */
export const getMembers = (siteId: number) =>
  api.get<Schema<'DataList_MemberOut_'>>(`/sites/${siteId}/members`).then((response) => response.data)

export const membersQueryOptions = (siteId: number) =>
  queryOptions({ queryKey: siteKeys.members(siteId), queryFn: () => getMembers(siteId) })

export function useMembers(siteId: number) {
  return useQuery(membersQueryOptions(siteId))
}
