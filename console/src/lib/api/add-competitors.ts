import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Competitor } from '@/types/projects'
import { siteKeys } from '@/lib/query-keys'

export interface CompetitorIn {
  name: string | null
  url: string
}

/** POST /sites/{id}/batch_add_competitors */
export const addCompetitors = (siteId: number, competitors: CompetitorIn[]) =>
  api.post<{ data: Competitor[] }>(`/sites/${siteId}/batch_add_competitors`, { competitors })

export function useAddCompetitors(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (competitors: CompetitorIn[]) => addCompetitors(siteId, competitors),
    onSuccess: () => void client.invalidateQueries({ queryKey: siteKeys.detail(siteId) }),
  })
}
