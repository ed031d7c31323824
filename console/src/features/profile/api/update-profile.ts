import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useSetUser } from '@/lib/auth'
import type { Schema, User } from '@/types/api'

export type ProfileChanges = Schema<'MeUpdate'>

/** PATCH /me: member info. */
export const updateProfile = (changes: ProfileChanges) => api.patch<User>('/me', changes)

export function useUpdateProfile() {
  const setUser = useSetUser()
  return useMutation({ mutationFn: updateProfile, onSuccess: setUser })
}
