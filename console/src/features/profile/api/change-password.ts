import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface PasswordChange {
  current_password: string
  password: string
  password_confirmation: string
}

/** POST /me/password: this browser stays signed in, other sessions end. */
export const changePassword = (change: PasswordChange) => api.post<void>('/me/password', change)

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
