import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

export type NewsTicker = Schema<'NewsTicker'>

export const newsTickersQueryOptions = queryOptions({
  queryKey: ['news-tickers'],
  queryFn: () => api.get<Schema<'DataList_NewsTicker_'>>('/news_tickers', { progress: false }).then((r) => r.data),
  staleTime: 10 * 60_000,
})

export function useNewsTickers() {
  return useQuery(newsTickersQueryOptions)
}
