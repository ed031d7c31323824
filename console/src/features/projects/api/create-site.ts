import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userQueryKey } from '@/lib/auth'
import { api } from '@/lib/api-client'
import type { NewSite, Site } from '@/types/projects'
import { siteKeys } from '@/lib/query-keys'

/** POST /sites: the wizard's four steps in one all-or-nothing call. */
export const createSite = (site: NewSite) => api.post<Site>('/sites', site)

export function useCreateSite() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createSite,
    onSuccess: (site) => {
      client.setQueryData(siteKeys.detail(site.id), site)
      void client.invalidateQueries({ queryKey: siteKeys.all })
      // the subscription block counts sites and keywords
      void client.invalidateQueries({ queryKey: userQueryKey })
    },
  })
}
