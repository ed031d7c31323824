import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { siteKeys } from '@/features/projects/api/keys'
import type { GoogleStatistics, ImportantKeywords, KeywordRankings, RankedKeyword } from '@/types/rankings'
import { api } from '@/lib/api-client'
import type { Paginated } from '@/types/api'
import { shareHeaders } from '../utils/share-password'

export const SHARED_PER_PAGE = 20

export interface SharedSite {
  id: number
  name: string
  url: string
  domain: string
  google_statistics: GoogleStatistics
  important_keywords: ImportantKeywords
}

export interface ShareAccess {
  uuid: string
  password: string
}

// a visitor of a shared report has no session: a 401 must not send them to sign in
const sharedGet = <T>(path: string, access: ShareAccess, query?: Record<string, string | number>) =>
  api.get<T>(path, { query, headers: shareHeaders(access.uuid, access.password), redirectOn401: false })

const shareKeys = {
  site: (access: ShareAccess) => ['share', access.uuid, access.password, 'site'] as const,
  page: (access: ShareAccess, page: number) => ['share', access.uuid, access.password, 'keywords', page] as const,
  keyword: (access: ShareAccess, id: number) => ['share', access.uuid, access.password, 'keyword', id] as const,
}

/** GET /shared_report/site: the project and its dashboard figures (also checks the password). */
export function useSharedSite(access: ShareAccess | null) {
  return useQuery({
    queryKey: access ? shareKeys.site(access) : ['share', 'none'],
    queryFn: () => sharedGet<SharedSite>('/shared_report/site', access!),
    enabled: access !== null,
    retry: false,
  })
}

/** GET /shared_report: a page of the ranking list. */
export function useSharedKeywords(access: ShareAccess, page: number) {
  return useQuery({
    queryKey: shareKeys.page(access, page),
    queryFn: () => sharedGet<Paginated<RankedKeyword>>('/shared_report', access, { page, per_page: SHARED_PER_PAGE }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

/** GET /keywords/{id}/rankings with the share headers: one keyword's history, ours and the competitors'. */
export function useSharedKeywordRankings(access: ShareAccess, keywordId: number | null) {
  return useQuery({
    queryKey: shareKeys.keyword(access, keywordId ?? 0),
    queryFn: () => sharedGet<KeywordRankings>(`/keywords/${keywordId}/rankings`, access, { period: '30' }),
    enabled: keywordId !== null,
    retry: false,
  })
}

/** POST /sites/{id}/share {share_password} → the link; DELETE /sites/{id}/share cancels it. */
export function useShareSite(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (password: string) =>
      api.post<{ share_uuid: string; share_url: string }>(`/sites/${siteId}/share`, { share_password: password }),
    onSuccess: () => void client.invalidateQueries({ queryKey: siteKeys.detail(siteId) }),
  })
}

export function useUnshareSite(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete<void>(`/sites/${siteId}/share`),
    onSuccess: () => void client.invalidateQueries({ queryKey: siteKeys.detail(siteId) }),
  })
}
