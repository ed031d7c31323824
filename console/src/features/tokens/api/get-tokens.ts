import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface ApiToken {
  id: number
  name: string
  /** the first characters of the token, to recognise it */
  prefix: string
  created_at: string
  /** null: never expires */
  expires_at: string | null
  expired: boolean
  last_used_at: string | null
}

export const tokensQueryKey = ['tokens'] as const

/** GET /tokens */
export const getTokens = () => api.get<{ data: ApiToken[] }>('/tokens').then((response) => response.data)

export const tokensQueryOptions = queryOptions({ queryKey: tokensQueryKey, queryFn: getTokens })

export function useTokens() {
  return useQuery(tokensQueryOptions)
}
