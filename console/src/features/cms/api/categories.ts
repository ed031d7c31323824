import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { cmsKeys } from './sites'

export type CmsCategory = Schema<'CmsCategoryOut'>

/** GET /cms/sites/{id}/categories: read from the WordPress site itself, each time the form opens. */
export const cmsCategoriesQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: cmsKeys.categories(siteId),
    queryFn: () => api.get<Schema<'DataList_CmsCategoryOut_'>>(`/cms/sites/${siteId}/categories`).then((answer) => answer.data),
    staleTime: 60_000,
    retry: false,
  })

export function useCmsCategories(siteId: number | undefined) {
  return useQuery({ ...cmsCategoriesQueryOptions(siteId ?? 0), enabled: siteId !== undefined })
}
