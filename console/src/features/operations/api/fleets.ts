/** The crawl fleets and the operators' changes (GET/POST/PUT /operations/fleets…, api/operations/routes.py). */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

export type Fleet = Schema<'FleetOut'>
export type SourceHealth = Schema<'SourceHealthOut'>
export type FleetSettings = Schema<'FleetSettingsIn'>

/** Operators watch the fleets move: asked again every few seconds while the screen is open. */
export const REFRESH_MS = 5_000
const fleetsKey = ['operations', 'fleets'] as const

export const fleetsQueryOptions = queryOptions({
  queryKey: fleetsKey,
  queryFn: () => api.get<Schema<'FleetsOut'>>('/operations/fleets', { progress: false }),
  refetchInterval: REFRESH_MS,
  staleTime: 0,
})

export function useFleets(enabled: boolean) {
  return useQuery({ ...fleetsQueryOptions, enabled })
}

export type FleetChange = Schema<'FleetChangeOut'>

/** The latest operator changes (who, when, what), refreshed with the fleets. */
export function useFleetChanges(enabled: boolean) {
  return useQuery({
    queryKey: ['operations', 'changes'],
    queryFn: () => api.get<Schema<'FleetChangesOut'>>('/operations/changes', { progress: false }),
    refetchInterval: REFRESH_MS,
    staleTime: 0,
    enabled,
  })
}

export type FleetAction = 'pause' | 'resume' | 'retry'

/** Pause, resume or retry, or a settings change; the list is asked again after each. */
export function useFleetChange() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ name, action, settings }: { name: string; action?: FleetAction; settings?: FleetSettings }) =>
      action
        ? api.post<unknown>(`/operations/fleets/${encodeURIComponent(name)}/${action}`)
        : api.put<Fleet>(`/operations/fleets/${encodeURIComponent(name)}`, settings),
    onSettled: () => client.invalidateQueries({ queryKey: ['operations'] }),
  })
}
