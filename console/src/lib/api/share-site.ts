import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { siteKeys } from '@/lib/query-keys'

/** POST /sites/{id}/share {share_password} → the link; DELETE /sites/{id}/share cancels it. */
export function useShareSite(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (password: string) =>
      api.post<Schema<'ShareOut'>>(`/sites/${siteId}/share`, { share_password: password } satisfies Schema<'ShareIn'>),
    onSuccess: () => void client.invalidateQueries({ queryKey: siteKeys.detail(siteId) }),
  })
}

export function useUnshareSite(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<void>(`/sites/${siteId}/share`),
    onSuccess: () => void client.invalidateQueries({ queryKey: siteKeys.detail(siteId) }),
  })
}
