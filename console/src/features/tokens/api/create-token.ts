import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { userQueryKey } from '@/lib/auth'
import type { Schema } from '@/types/api'
import { tokensQueryKey } from './get-tokens'

/** `expires_at`: ISO date-time, or null for a token that never expires. */
export type NewToken = Schema<'TokenIn'>

/** The created token with its secret, which the API shows only in this answer. */
export type CreatedToken = Schema<'TokenCreated'>

/** POST /tokens */
export const createToken = (token: NewToken) => api.post<CreatedToken>('/tokens', token)

export function useCreateToken() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createToken,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: tokensQueryKey })
      void client.invalidateQueries({ queryKey: userQueryKey })
    },
  })
}
