import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { siteKeys } from '@/lib/query-keys'

/** DELETE /sites/{id}/members/{member_id} (owner only). */
export const deleteMember = (siteId: number, memberId: number) => api.delete<void>(`/sites/${siteId}/members/${memberId}`)

export function useDeleteMember(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (memberId: number) => deleteMember(siteId, memberId),
    onSuccess: () => void client.invalidateQueries({ queryKey: siteKeys.members(siteId) }),
  })
}
