import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface NewsTicker {
  id: number
  bold_content: string | null
  content: string | null
  status: number | string | boolean | null
  btn_url: string | null
  btn_text: string | null
}

export const newsTickersQueryOptions = queryOptions({
  queryKey: ['news-tickers'],
  queryFn: () => api.get<{ data: NewsTicker[] }>('/news_tickers', { progress: false }).then((r) => r.data),
  staleTime: 10 * 60_000,
})

export function useNewsTickers() {
  return useQuery(newsTickersQueryOptions)
}
