import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { userQueryKey } from '@/lib/auth'
import { tokensQueryKey } from './get-tokens'

/** DELETE /tokens/{id}: the token stops working at once. */
export const revokeToken = (id: number) => api.delete<void>(`/tokens/${id}`)

export function useRevokeToken() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: revokeToken,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: tokensQueryKey })
      void client.invalidateQueries({ queryKey: userQueryKey })
    },
  })
}
