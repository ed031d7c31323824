import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

export type LineStatus = Schema<'LineStatusOut'>
export type LineCallback = Schema<'LineBindIn'>

export const lineQueryKey = ['line'] as const

/** GET /line: whether this server has LINE Login, and the user's binding (SPEC §4: bound or unbound). */
export const lineQueryOptions = () =>
  queryOptions({ queryKey: lineQueryKey, queryFn: () => api.get<LineStatus>('/line', { progress: false }) })

export function useLineStatus() {
  return useQuery(lineQueryOptions())
}

/** GET /line/bind/start: LINE's consent screen, which sends the browser back to `redirectUri`. */
export const startLineBinding = (redirectUri: string) =>
  api.get<Schema<'LineBindStartOut'>>('/line/bind/start', { query: { redirect_uri: redirectUri } })

/** POST /line/bind with what LINE sent back to the callback page ("LINE authentication failed" otherwise). */
export const bindLine = (body: LineCallback) => api.post<LineStatus>('/line/bind', body)

/** DELETE /line/bind: nothing is pushed to LINE any more. */
export const unbindLine = () => api.delete<void>('/line/bind')

export function useUnbindLine() {
  const client = useQueryClient()
  return useMutation({ mutationFn: unbindLine, onSuccess: () => client.invalidateQueries({ queryKey: lineQueryKey }) })
}
