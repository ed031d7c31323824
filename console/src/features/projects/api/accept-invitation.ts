import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

export type InvitationAccepted = Schema<'InvitationAccepted'>

/** POST /invitations/accept: joins the project when the link was mailed to the signed-in account's address. */
export const acceptInvitation = (token: string) =>
  api.post<InvitationAccepted>('/invitations/accept', { token }, { redirectOn401: false })
