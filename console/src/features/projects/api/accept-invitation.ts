import { api } from '@/lib/api-client'
import type { Role } from '@/types/projects'

export interface InvitationAccepted {
  site_id: number
  name: string
  role: Role
}

/** POST /invitations/accept: joins the project when the link was mailed to the signed-in account's address. */
export const acceptInvitation = (token: string) =>
  api.post<InvitationAccepted>('/invitations/accept', { token }, { redirectOn401: false })
