import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Paginated } from '@/types/api'
import type { Site } from '@/types/projects'
import { siteKeys } from '@/lib/query-keys'

export const SITES_PER_PAGE = 12

export interface SitesParams {
  page: number
  /** filter[name]: part of the site name */
  name: string
}

/** GET /sites: the user's projects with counts, newest first, filtered by name. */
export function getSites({ page, name }: SitesParams): Promise<Paginated<Site>> {
  return api.get<Paginated<Site>>('/sites', {
    query: { page, per_page: SITES_PER_PAGE, 'filter[name]': name.trim(), append: 'info' },
  })
}

export const sitesQueryOptions = (params: SitesParams) =>
  queryOptions({ queryKey: siteKeys.list(params), queryFn: () => getSites(params), placeholderData: keepPreviousData })

export function useSites(params: SitesParams) {
  return useQuery(sitesQueryOptions(params))
}
