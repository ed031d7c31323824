import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { siteKeys } from '@/lib/query-keys'

export type CompetitorIn = Schema<'CompetitorIn'>

/** POST /sites/{id}/batch_add_competitors */
export const addCompetitors = (siteId: number, competitors: CompetitorIn[]) =>
  api.post<Schema<'DataList_CompetitorOut_'>>(`/sites/${siteId}/batch_add_competitors`, {
    competitors,
  } satisfies Schema<'CompetitorsAdd'>)

export function useAddCompetitors(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (competitors: CompetitorIn[]) => addCompetitors(siteId, competitors),
    onSuccess: () => void client.invalidateQueries({ queryKey: siteKeys.detail(siteId) }),
  })
}
