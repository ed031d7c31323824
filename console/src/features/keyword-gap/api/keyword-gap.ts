import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { siteKeys } from '@/lib/query-keys'
import { setKeywordPinned } from '@/lib/api/update-keyword'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import type { GapStats, GapTab } from '../utils/gap-tabs'

export const GAP_PER_PAGE = 20

export type GapRow = Schema<'GapRowOut'>

export type GapPage = Schema<'GapPageOut'>

const gapKeys = {
  all: (siteId: number) => [...siteKeys.detail(siteId), 'keyword-gap'] as const,
  stats: (siteId: number) => [...siteKeys.detail(siteId), 'keyword-gap', 'stats'] as const,
  list: (siteId: number, tab: GapTab, page: number) => [...siteKeys.detail(siteId), 'keyword-gap', tab, page] as const,
}

// a refusal of the plan is an answer to show, not a hiccup to retry
const noRetry = { retry: false } as const

/** GET /sites/{id}/keyword_gap/stats */
export function useGapStats(siteId: number) {
  return useQuery({
    queryKey: gapKeys.stats(siteId),
    queryFn: () => api.get<GapStats>(`/sites/${siteId}/keyword_gap/stats`),
    ...noRetry,
  })
}

/** GET /sites/{id}/keyword_gap?group=&page= */
export function useGapList(siteId: number, tab: GapTab, page: number, enabled: boolean) {
  return useQuery({
    queryKey: gapKeys.list(siteId, tab, page),
    queryFn: () =>
      api.get<GapPage>(`/sites/${siteId}/keyword_gap`, { query: { group: tab, page, per_page: GAP_PER_PAGE } }),
    placeholderData: keepPreviousData,
    enabled,
    ...noRetry,
  })
}

/** POST (exclude) or DELETE (include again) /sites/{id}/keyword_gap/exclusions {keyword_ids} */
export function useExclusion(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ ids, action }: { ids: number[]; action: 'exclude' | 'include' }) =>
      action === 'exclude'
        ? api.post(`/sites/${siteId}/keyword_gap/exclusions`, { keyword_ids: ids })
        : api.delete(`/sites/${siteId}/keyword_gap/exclusions`, { keyword_ids: ids }),
    onSuccess: () => void client.invalidateQueries({ queryKey: gapKeys.all(siteId) }),
  })
}

/** PATCH /keywords/{id} {pinned} from a gap row. */
export function useGapPin(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, pinned }: { id: number; pinned: boolean }) => setKeywordPinned(id, pinned),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: gapKeys.all(siteId) })
      void client.invalidateQueries({ queryKey: siteKeys.keywords(siteId) })
    },
  })
}
