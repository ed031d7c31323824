import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { siteKeys } from '@/lib/query-keys'
import { api } from '@/lib/api-client'
import { downloadFile } from '@/lib/download'
import { userQueryKey } from '@/lib/auth'
import type { Device, Engine, OperationRef, RankingUpdateStatus } from '@/types/rankings'
import { rankingKeys } from './keys'

const UPDATE_POLL_MS = 2_000

/** GET/POST /sites/{id}/ranking_update: the manual update, followed while it runs. */
export function useRankingUpdate(siteId: number) {
  const client = useQueryClient()
  const status = useQuery({
    queryKey: rankingKeys.update(siteId),
    queryFn: () => api.get<RankingUpdateStatus>(`/sites/${siteId}/ranking_update`, { progress: false }),
    refetchInterval: (query) => (query.state.data?.updating ? UPDATE_POLL_MS : false),
  })
  const start = useMutation({
    mutationFn: () => api.post<RankingUpdateStatus>(`/sites/${siteId}/ranking_update`),
    onSuccess: (answer) => {
      client.setQueryData(rankingKeys.update(siteId), answer)
      void client.invalidateQueries({ queryKey: userQueryKey })
    },
  })
  return { status, start }
}

/** Refreshes everything shown about a project's keywords (grid, dashboard, tags, counts). */
function useRefreshSite(siteId: number) {
  const client = useQueryClient()
  return () => {
    void client.invalidateQueries({ queryKey: siteKeys.detail(siteId) })
    void client.invalidateQueries({ queryKey: siteKeys.lists() })
  }
}

export function useKeywordActions(siteId: number) {
  const refresh = useRefreshSite(siteId)
  const client = useQueryClient()
  const options = { onSuccess: refresh }
  return {
    add: useMutation({
      mutationFn: ({ keywords, categoryIds }: { keywords: string; categoryIds?: number[] }) =>
        api.post(`/sites/${siteId}/batch_keywords`, { keywords, category_ids: categoryIds }),
      onSuccess: () => {
        refresh()
        void client.invalidateQueries({ queryKey: userQueryKey })
      },
    }),
    remove: useMutation({
      mutationFn: (keywordIds: number[]) => api.post(`/sites/${siteId}/keywords/batch_delete`, { keyword_ids: keywordIds }),
      ...options,
    }),
    update: useMutation({
      mutationFn: ({ ids, changes }: { ids: number[]; changes: { pinned?: boolean; target_url?: string | null } }) =>
        Promise.all(ids.map((id) => api.patch(`/keywords/${id}`, changes))),
      ...options,
    }),
    attach: useMutation({
      mutationFn: ({ categoryId, ids }: { categoryId: number; ids: number[] }) =>
        api.post(`/sites/${siteId}/batch_attach_keyword_categories/${categoryId}`, { keyword_ids: ids }),
      ...options,
    }),
    detach: useMutation({
      mutationFn: ({ categoryId, ids }: { categoryId: number; ids: number[] }) =>
        api.delete(`/sites/${siteId}/batch_detach_keyword_categories/${categoryId}`, { keyword_ids: ids }),
      ...options,
    }),
  }
}

export function useCategoryActions(siteId: number) {
  const refresh = useRefreshSite(siteId)
  return {
    create: useMutation({
      mutationFn: (name: string) => api.post(`/sites/${siteId}/keyword_categories`, { name }),
      onSuccess: refresh,
    }),
    rename: useMutation({
      mutationFn: ({ id, name }: { id: number; name: string }) => api.patch(`/keyword_categories/${id}`, { name }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete(`/keyword_categories/${id}`),
      onSuccess: refresh,
    }),
  }
}

export interface ExportScope {
  engine: Engine | null
  device: Device | null
  end: string | null
}

/** GET /sites/{id}/ranking_report.csv, saved under the server's file name. */
export function downloadCsv(siteId: number, scope: ExportScope): Promise<void> {
  return downloadFile(`/sites/${siteId}/ranking_report.csv`, 'rankings.csv', {
    engine: scope.engine ?? undefined,
    device: scope.device ?? undefined,
    end: scope.end ?? undefined,
  })
}

/** POST /sites/{id}/ranking_report: the Excel report mailed to the caller (an operation). */
export function useMailReport(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (scope: ExportScope) =>
      api.post<OperationRef>(`/sites/${siteId}/ranking_report`, {
        engine: scope.engine ?? undefined,
        device: scope.device ?? undefined,
        end: scope.end ?? undefined,
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: rankingKeys.reports(siteId) }),
  })
}
