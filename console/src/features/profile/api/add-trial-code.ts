import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { useSetUser } from '@/lib/auth'
import type { User } from '@/types/api'

/** POST /me/trial_code: redeems a trial code ("This trial code is invalid" otherwise). */
export const addTrialCode = (code: string) => api.post<User>('/me/trial_code', { code })

export function useAddTrialCode() {
  const setUser = useSetUser()
  return useMutation({ mutationFn: addTrialCode, onSuccess: setUser })
}
