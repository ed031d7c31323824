import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@/lib/api-client'

export interface NewsTicker {
  id: number
  bold_content: string | null
  content: string | null
  status: number | string | boolean | null
  btn_url: string | null
  btn_text: string | null
}

export const newsTickersQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['news-tickers', language],
    queryFn: () => api.get<{ data: NewsTicker[] }>('/news_tickers', { progress: false }).then((r) => r.data),
    staleTime: 10 * 60_000,
  })

export function useNewsTickers() {
  const { i18n } = useTranslation()
  return useQuery(newsTickersQueryOptions(i18n.language))
}
