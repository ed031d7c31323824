import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { siteKeys } from '@/lib/query-keys'

/** GET /sites/{id}/members/invitations: pending invitations, expired ones included (owner only). */
export const getInvitations = (siteId: number) =>
  api.get<Schema<'DataList_InvitationOut_'>>(`/sites/${siteId}/members/invitations`).then((response) => response.data)

export function useInvitations(siteId: number) {
  return useQuery({ queryKey: siteKeys.invitations(siteId), queryFn: () => getInvitations(siteId) })
}
