import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Member, Role } from '@/types/projects'
import { siteKeys } from '@/lib/query-keys'

/** PATCH /sites/{id}/members/{member_id}: changes a member's role (owner only). */
export const updateMemberRole = (siteId: number, memberId: number, role: Exclude<Role, 'owner'>) =>
  api.patch<Member>(`/sites/${siteId}/members/${memberId}`, { role })

export function useUpdateMemberRole(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, role }: { id: number; role: Exclude<Role, 'owner'> }) => updateMemberRole(siteId, id, role),
    onSuccess: () => void client.invalidateQueries({ queryKey: siteKeys.members(siteId) }),
  })
}
