import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Keyword } from '@/types/projects'
import { siteKeys } from '@/lib/query-keys'

/** PATCH /keywords/{id}: pin or unpin. */
export const setKeywordPinned = (keywordId: number, pinned: boolean) =>
  api.patch<Keyword>(`/keywords/${keywordId}`, { pinned })

export function usePinKeyword(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, pinned }: { id: number; pinned: boolean }) => setKeywordPinned(id, pinned),
    onSuccess: () => void client.invalidateQueries({ queryKey: siteKeys.keywords(siteId) }),
  })
}
