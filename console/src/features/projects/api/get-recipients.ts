import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Recipients } from '@/types/projects'
import { siteKeys } from '@/lib/query-keys'

/** GET /sites/{id}/recipients: the weekly-report e-mails and the plan's receiver limit. */
export const getRecipients = (siteId: number) => api.get<Recipients>(`/sites/${siteId}/recipients`)

export const recipientsQueryOptions = (siteId: number) =>
  queryOptions({ queryKey: siteKeys.recipients(siteId), queryFn: () => getRecipients(siteId) })

export function useRecipients(siteId: number) {
  return useQuery(recipientsQueryOptions(siteId))
}
