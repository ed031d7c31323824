import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Member, Role } from '../types'
import { siteKeys } from './keys'

export interface MemberIn {
  email: string
  role: Exclude<Role, 'owner'>
}

/** POST /sites/{id}/members: invites an existing account (owner only). */
export const addMember = (siteId: number, member: MemberIn) => api.post<Member>(`/sites/${siteId}/members`, member)

export function useAddMember(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (member: MemberIn) => addMember(siteId, member),
    onSuccess: () => void client.invalidateQueries({ queryKey: siteKeys.members(siteId) }),
  })
}
