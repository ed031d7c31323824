import { useMutation, useQuery } from '@tanstack/react-query'
import type { Schema } from '@/types/api'
import { api } from '@/lib/api-client'
import { keepPolling } from '../utils/rank-check-form'

/** One keyword's result; `source_label`: the source as the reader's language names it. */
export type RankCheckRow = Schema<'RankCheckRow'>

export type RankCheckOut = Schema<'RankCheckOut'>

export type RankCheckIn = Schema<'RankCheckIn'>

/** POST /tool/rank-check: answers with the results, or (202) with the job to follow. */
export function useStartRankCheck() {
  return useMutation({ mutationFn: (body: RankCheckIn) => api.post<RankCheckOut>('/tool/rank-check', body) })
}

const POLL_MS = 1500

/** GET /tool/rank-check/{operation_id} every 1.5 s while the job runs. */
export function useRankCheckJob(operationId: number | null) {
  return useQuery({
    queryKey: ['rank-check', operationId],
    queryFn: () => api.get<RankCheckOut>(`/tool/rank-check/${operationId}`, { progress: false }),
    enabled: operationId !== null,
    refetchInterval: (query) => (keepPolling(query.state.data?.operation.status) ? POLL_MS : false),
  })
}
