import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Site } from '@/types/projects'
import { siteKeys } from '@/lib/query-keys'

export type SiteChanges = Partial<Pick<Site, 'name' | 'url' | 'country' | 'language'>>

/** PATCH /sites/{id} (manager or owner). */
export const updateSite = (id: number, changes: SiteChanges) => api.patch<Site>(`/sites/${id}`, changes)

export function useUpdateSite(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (changes: SiteChanges) => updateSite(id, changes),
    onSuccess: (site) => {
      client.setQueryData(siteKeys.detail(id), site)
      void client.invalidateQueries({ queryKey: siteKeys.lists() })
      void client.invalidateQueries({ queryKey: ['sites', 'all'] })
    },
  })
}
