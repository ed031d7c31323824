import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Recipients } from '@/types/projects'
import { siteKeys } from '@/lib/query-keys'

/** PUT /sites/{id}/recipients: replaces the list. */
export const updateRecipients = (siteId: number, emails: string[]) =>
  api.put<Recipients>(`/sites/${siteId}/recipients`, { emails })

export function useUpdateRecipients(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (emails: string[]) => updateRecipients(siteId, emails),
    onSuccess: (recipients) => {
      client.setQueryData(siteKeys.recipients(siteId), recipients)
      void client.invalidateQueries({ queryKey: siteKeys.detail(siteId), exact: true })
    },
  })
}
