import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

export interface PasswordChange {
  current_password: string
  password: string
  password_confirmation: string
}

/** POST /me/password: this browser stays signed in, other sessions end. */
export const changePassword = (change: PasswordChange) => api.post<void>('/me/password', change satisfies Schema<'PasswordChangeIn'>)

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
