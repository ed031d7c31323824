import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { userQueryKey } from '@/lib/auth'
import { type ApiToken, tokensQueryKey } from './get-tokens'

export interface NewToken {
  name: string
  /** ISO date-time, or null for a token that never expires */
  expires_at: string | null
}

/** The created token with its secret, which the API shows only in this answer. */
export interface CreatedToken extends ApiToken {
  token: string
}

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
