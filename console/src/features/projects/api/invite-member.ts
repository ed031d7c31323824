import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { siteKeys } from '@/lib/query-keys'

export type MemberIn = Schema<'MemberIn'>

/** The answer is the same whether or not the address has an account. */
export type InvitationSent = Schema<'InvitationSent'>

/** POST /sites/{id}/members: mails the address a link to join (owner only). */
export const inviteMember = (siteId: number, member: MemberIn) =>
  api.post<InvitationSent>(`/sites/${siteId}/members`, member)

export function useInviteMember(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (member: MemberIn) => inviteMember(siteId, member),
    onSuccess: () => void client.invalidateQueries({ queryKey: siteKeys.invitations(siteId) }),
  })
}
