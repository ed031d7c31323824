import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { siteKeys } from '@/lib/query-keys'

/** DELETE /sites/{id}/members/invitations/{invitation_id}: the link then says it was withdrawn. */
export const revokeInvitation = (siteId: number, invitationId: number) =>
  api.delete<void>(`/sites/${siteId}/members/invitations/${invitationId}`)

export function useRevokeInvitation(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (invitationId: number) => revokeInvitation(siteId, invitationId),
    onSuccess: () => void client.invalidateQueries({ queryKey: siteKeys.invitations(siteId) }),
  })
}
