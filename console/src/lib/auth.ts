/** The session: the signed-in user from GET /me, shared by every screen through the query cache. */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { User } from '@/types/api'
import { api, ApiError } from './api-client'

export const userQueryKey = ['me'] as const

/** The user, or null without a session (a 401 here is an answer, not a redirect). */
export async function getUser(): Promise<User | null> {
  try {
    return await api.get<User>('/me', { redirectOn401: false, progress: false })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null
    throw error
  }
}

// the session is not asked again on a new language: the switcher itself stores the user's new one
export const userQueryOptions = queryOptions({
  queryKey: userQueryKey,
  queryFn: getUser,
  staleTime: 5 * 60_000,
  meta: { sameInEveryLanguage: true },
})

/** `user` is undefined while loading, null when signed out. */
export function useUser() {
  const query = useQuery(userQueryOptions)
  const user = query.isError ? null : query.data
  return { user, isLoading: user === undefined, refetch: query.refetch }
}

/** Puts a user (after login, register or a profile change) or null (after logout) in the session. */
export function useSetUser() {
  const client = useQueryClient()
  return useCallback((user: User | null) => client.setQueryData(userQueryKey, user), [client])
}

/** The user's plan id, or null without an active subscription. */
export function planId(user: User | null | undefined): number | null {
  return user?.subscription?.plan_id ?? null
}
