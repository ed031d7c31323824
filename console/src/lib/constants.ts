/** GET /constants: countries, languages, positions and industries, labelled in the current language. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { Constants } from '@/types/api'
import { api } from './api-client'

export const constantsQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['constants', language],
    queryFn: () => api.get<Constants>('/constants', { progress: false }),
    staleTime: Infinity,
  })

export function useConstants() {
  const { i18n } = useTranslation()
  return useQuery(constantsQueryOptions(i18n.language))
}
