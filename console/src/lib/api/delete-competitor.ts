import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { siteKeys } from '@/lib/query-keys'

/** DELETE /competitors/{id} */
export const deleteCompetitor = (competitorId: number) => api.delete<void>(`/competitors/${competitorId}`)

export function useDeleteCompetitor(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteCompetitor,
    onSuccess: () => void client.invalidateQueries({ queryKey: siteKeys.detail(siteId) }),
  })
}
