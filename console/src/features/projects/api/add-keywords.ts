import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userQueryKey } from '@/lib/auth'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { siteKeys } from '@/lib/query-keys'

/** POST /sites/{id}/batch_keywords: one keyword per line. */
export const addKeywords = (siteId: number, keywords: string) =>
  api.post<Schema<'DataList_KeywordOut_'>>(`/sites/${siteId}/batch_keywords`, { keywords })

export function useAddKeywords(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (keywords: string) => addKeywords(siteId, keywords),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: siteKeys.detail(siteId) })
      void client.invalidateQueries({ queryKey: siteKeys.lists() })
      void client.invalidateQueries({ queryKey: userQueryKey })
    },
  })
}
