import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { useAdminMutation } from './admin-mutation'

export type News = Schema<'NewsOut'>
export type NewsIn = Schema<'NewsIn'>

/** GET /admin/news: every announcement with its state (shown, scheduled, ended, hidden). */
export function useNews(enabled: boolean) {
  return useQuery({ queryKey: ['admin', 'news'], queryFn: () => api.get<Schema<'NewsList'>>('/admin/news'), enabled })
}

/** POST /admin/news, or PUT /admin/news/{id} for an announcement rewritten. */
export const useSaveNews = () =>
  useAdminMutation(({ id, body }: { id: number | null; body: NewsIn }) =>
    id === null ? api.post<News>('/admin/news', body) : api.put<News>(`/admin/news/${id}`, body),
  )

/** DELETE /admin/news/{id} */
export const useDeleteNews = () => useAdminMutation((id: number) => api.delete<void>(`/admin/news/${id}`))
