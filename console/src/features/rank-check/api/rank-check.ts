import { useMutation, useQuery } from '@tanstack/react-query'
import type { Device, Engine, OperationRef } from '@/types/rankings'
import { api } from '@/lib/api-client'
import { keepPolling } from '../utils/rank-check-form'

export interface RankCheckRow {
  keyword: string
  state: 'ok' | 'failed'
  position: number | null
  label: string | null
  url: string | null
  source: string | null
  /** the source as the reader's language names it (sent by the server) */
  source_label?: string | null
  error: string | null
  sandbox: boolean
}

export interface RankCheckOut {
  operation: OperationRef
  results: RankCheckRow[] | null
}

export interface RankCheckIn {
  keywords: string[]
  domain: string
  engine: Engine
  country: string
  device: Device
}

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
