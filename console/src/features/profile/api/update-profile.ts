import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useSetUser } from '@/lib/auth'
import type { User } from '@/types/api'

export interface ProfileChanges {
  name?: string | null
  title?: string | null
  phone?: string | null
  country?: string | null
  industry?: string | null
  language?: string | null
}

/** PATCH /me: member info. */
export const updateProfile = (changes: ProfileChanges) => api.patch<User>('/me', changes)

export function useUpdateProfile() {
  const setUser = useSetUser()
  return useMutation({ mutationFn: updateProfile, onSuccess: setUser })
}
