import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userQueryKey } from '@/lib/auth'
import { api } from '@/lib/api-client'
import { siteKeys } from '@/lib/query-keys'

/** DELETE /sites/{id}: only the creator may ("you are not the creator"). */
export const deleteSite = (id: number) => api.delete<void>(`/sites/${id}`)

export function useDeleteSite() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteSite,
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: siteKeys.detail(id) })
      void client.invalidateQueries({ queryKey: siteKeys.all })
      void client.invalidateQueries({ queryKey: userQueryKey })
    },
  })
}
