import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

/** A connected WordPress site (SPEC §3 "CMS plugin site": type, name, url, website API). */
export type CmsSite = Schema<'CmsSiteOut'>
export type NewCmsSite = Schema<'CmsSiteIn'>
export type CmsSiteChange = Schema<'CmsSiteUpdate'>

export const cmsKeys = {
  sites: ['cms', 'sites'] as const,
  categories: (siteId: number) => ['cms', 'sites', siteId, 'categories'] as const,
  posts: ['cms', 'posts'] as const,
}

/** GET /cms/sites */
export const cmsSitesQueryOptions = queryOptions({
  queryKey: cmsKeys.sites,
  queryFn: () => api.get<Schema<'DataList_CmsSiteOut_'>>('/cms/sites').then((answer) => answer.data),
})

export function useCmsSites() {
  return useQuery(cmsSitesQueryOptions)
}

/** POST, PATCH and DELETE /cms/sites: the server checks the connection before it saves. */
export function useCmsSiteActions() {
  const client = useQueryClient()
  const refresh = () => void client.invalidateQueries({ queryKey: cmsKeys.sites })
  return {
    add: useMutation({ mutationFn: (site: NewCmsSite) => api.post<CmsSite>('/cms/sites', site), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, change }: { id: number; change: CmsSiteChange }) => api.patch<CmsSite>(`/cms/sites/${id}`, change),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api.delete<void>(`/cms/sites/${id}`),
      onSuccess: () => {
        refresh()
        void client.invalidateQueries({ queryKey: cmsKeys.posts })
      },
    }),
  }
}
