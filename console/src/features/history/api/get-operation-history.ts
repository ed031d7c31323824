import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@/lib/api-client'
import type { Operation, Paginated } from '@/types/api'


/** The API answers 10 per page (SPEC §9); used until its meta says otherwise. */
export const HISTORY_PER_PAGE = 10
const POLL_MS = 5_000

/** GET /operation_history?page= */
export const getOperationHistory = (page: number) =>
  api.get<Paginated<Operation>>('/operation_history', { query: { page } })

/** Keyed by language: the rows' summaries and reasons are the server's texts in it. */
export const operationHistoryQueryOptions = (page: number, language: string) =>
  queryOptions({
    queryKey: ['operation-history', language, page],
    queryFn: () => getOperationHistory(page),
    placeholderData: keepPreviousData,
    // a job still running: follow its progress quietly until it ends
    refetchInterval: (query) =>
      query.state.data?.data.some((operation) => operation.status === 'in_progress') ? POLL_MS : false,
  })

export function useOperationHistory(page: number) {
  const { i18n } = useTranslation()
  return useQuery(operationHistoryQueryOptions(page, i18n.language))
}
