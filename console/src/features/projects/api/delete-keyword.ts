import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userQueryKey } from '@/lib/auth'
import { api } from '@/lib/api-client'
import { siteKeys } from '@/lib/query-keys'

/** DELETE /keywords/{id} */
export const deleteKeyword = (keywordId: number) => api.delete<void>(`/keywords/${keywordId}`)

export function useDeleteKeyword(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteKeyword,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: siteKeys.detail(siteId) })
      void client.invalidateQueries({ queryKey: siteKeys.lists() })
      void client.invalidateQueries({ queryKey: userQueryKey })
    },
  })
}
