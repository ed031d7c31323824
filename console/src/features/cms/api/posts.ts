import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { cmsKeys } from './sites'

/** What the post form sends (the writers' contract): title, content_html, status, date, slug, categories,
 * featured image and the document it came from. */
export type NewCmsPost = Schema<'CmsPostIn'>
/** A post WordPress accepted, with its link and status (SPEC §4). */
export type CmsPost = Schema<'CmsPostOut'>
export type CmsPostSource = Schema<'CmsSource'>

export interface CmsPostFilter {
  cms_site_id?: number
  source_kind?: CmsPostSource['kind']
  source_id?: number
  page?: number
}

/** GET /cms/posts: the user's posts, newest first (of one site or one document). */
export const cmsPostsQueryOptions = (filter: CmsPostFilter = {}) =>
  queryOptions({
    queryKey: [...cmsKeys.posts, filter],
    queryFn: () => api.get<Schema<'Page_CmsPostOut_'>>('/cms/posts', { query: { ...filter } }),
    placeholderData: keepPreviousData,
  })

export function useCmsPosts(filter: CmsPostFilter = {}) {
  return useQuery(cmsPostsQueryOptions(filter))
}

/** POST /cms/sites/{id}/posts */
export function useCreateCmsPost() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ siteId, post }: { siteId: number; post: NewCmsPost }) => api.post<CmsPost>(`/cms/sites/${siteId}/posts`, post),
    onSuccess: () => void client.invalidateQueries({ queryKey: cmsKeys.posts }),
  })
}
