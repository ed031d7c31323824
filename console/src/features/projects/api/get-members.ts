import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Member } from '@/types/projects'
import { siteKeys } from '@/lib/query-keys'

/** GET /sites/{id}/members */
export const getMembers = (siteId: number) =>
  api.get<{ data: Member[] }>(`/sites/${siteId}/members`).then((response) => response.data)

export const membersQueryOptions = (siteId: number) =>
  queryOptions({ queryKey: siteKeys.members(siteId), queryFn: () => getMembers(siteId) })

export function useMembers(siteId: number) {
  return useQuery(membersQueryOptions(siteId))
}
