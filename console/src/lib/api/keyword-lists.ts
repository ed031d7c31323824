/**
 * Saved keyword lists (SPEC §7 /keyword_lists): shared by the lists screens and the reusable
 * "Add to list" and "Send to project" dialogs (src/components/keyword-actions), which other screens
 * use too. Lists live only in the query cache: a (forced) logout reloads the page and clears them.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, ApiError } from '@/lib/api-client'
import { userQueryKey } from '@/lib/auth'
import { siteKeys } from '@/lib/query-keys'
import type { Schema } from '@/types/api'

export type KeywordList = Schema<'KeywordListOut'>
export type KeywordListItem = Schema<'KeywordListItemOut'>
export type KeywordListPage = Schema<'KeywordListPage'>
export type KeywordsAdded = Schema<'ListKeywordsAdded'>
export type SentToProject = Schema<'SentToProject'>

/** The longest list name the server takes (api/research/models.py LIST_NAME_MAX_LENGTH). */
export const LIST_NAME_MAX = 50

/** The market whose figures a list's refresh reads (country and search language). */
export type Market = { country: string; language: string }

/** A new list's market when no search chose one: Japan's for a user in Japan, else Taiwan's. */
export function defaultMarket(userCountry: string | null | undefined): Market {
  return userCountry?.toUpperCase() === 'JP' ? { country: 'JP', language: 'ja' } : { country: 'TW', language: 'zh-TW' }
}

export const keywordListKeys = {
  all: ['keyword-lists'] as const,
  index: () => ['keyword-lists', 'index'] as const,
  detail: (id: number) => ['keyword-lists', 'detail', id] as const,
}

/** GET /keyword_lists: the user's lists with their counts and the plan's limits. */
export const keywordListsQueryOptions = () =>
  queryOptions({
    queryKey: keywordListKeys.index(),
    queryFn: () => api.get<KeywordListPage>('/keyword_lists'),
  })

export function useKeywordLists() {
  return useQuery(keywordListsQueryOptions())
}

/** GET /keyword_lists/{id}: one list with its keywords and their figures. */
export const keywordListQueryOptions = (id: number) =>
  queryOptions({ queryKey: keywordListKeys.detail(id), queryFn: () => api.get<KeywordList>(`/keyword_lists/${id}`) })

export function useKeywordList(id: number) {
  return useQuery(keywordListQueryOptions(id))
}

function useListsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: keywordListKeys.all })
      void client.invalidateQueries({ queryKey: userQueryKey })
    },
  })
}

/** POST /keyword_lists */
export const useCreateKeywordList = () =>
  useListsMutation((body: { name: string } & Market) => api.post<KeywordList>('/keyword_lists', body))

/** PATCH /keyword_lists/{id} */
export const useRenameKeywordList = () =>
  useListsMutation(({ id, name }: { id: number; name: string }) => api.patch<KeywordList>(`/keyword_lists/${id}`, { name }))

/** DELETE /keyword_lists/{id} */
export const useDeleteKeywordList = () => useListsMutation((id: number) => api.delete<void>(`/keyword_lists/${id}`))

/** POST /keyword_lists/{id}/keywords: new keywords added, the ones already there counted as duplicates. */
export const useAddKeywordsToList = () =>
  useListsMutation(({ id, keywords }: { id: number; keywords: string[] | string }) =>
    api.post<KeywordsAdded>(`/keyword_lists/${id}/keywords`, { keywords }),
  )

/** POST /keyword_lists/{id}/keywords/batch_delete */
export const useRemoveListKeywords = () =>
  useListsMutation(({ id, itemIds }: { id: number; itemIds: number[] }) =>
    api.post<{ deleted: number[] }>(`/keyword_lists/${id}/keywords/batch_delete`, { item_ids: itemIds }),
  )

/** POST /keyword_lists/{id}/refresh: the latest volume, CPC, competition, difficulty and intent. */
export const useRefreshListMetrics = () =>
  useListsMutation((id: number) => api.post<KeywordList>(`/keyword_lists/${id}/refresh`))

/** POST /sites/{id}/send_keywords: keywords to a project's tracked keywords; tracked ones are skipped. */
export function useSendKeywordsToProject() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ siteId, keywords }: { siteId: number; keywords: string[] }) =>
      api.post<SentToProject>(`/sites/${siteId}/send_keywords`, { keywords }),
    onSuccess: (_result, { siteId }) => {
      void client.invalidateQueries({ queryKey: siteKeys.detail(siteId) })
      void client.invalidateQueries({ queryKey: userQueryKey })
    },
  })
}

/** The server's words about a list name (409 "already exists", 422 empty or too long), to show under the
 * name field; null for any other failure. */
export function listNameError(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  if (error.code === 'keyword_list.name_exists') return error.message
  return error.fields.find((field) => field.field === 'name')?.message ?? null
}
