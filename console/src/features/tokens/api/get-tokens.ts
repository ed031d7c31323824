import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

/** `prefix`: the first characters of the token, to recognise it; `expires_at` null: never expires. */
export type ApiToken = Schema<'TokenOut'>

export const tokensQueryKey = ['tokens'] as const

/** GET /tokens */
export const getTokens = () => api.get<Schema<'TokenList'>>('/tokens').then((response) => response.data)

export const tokensQueryOptions = queryOptions({ queryKey: tokensQueryKey, queryFn: getTokens })

export function useTokens() {
  return useQuery(tokensQueryOptions)
}
