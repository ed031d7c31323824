import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { KeywordRankings, RankedKeyword } from '@/types/rankings'
import { api } from '@/lib/api-client'
import type { Paginated, Schema } from '@/types/api'
import { shareHeaders } from '@/lib/share-access'

export const SHARED_PER_PAGE = 20

export type SharedSite = Schema<'SharedSiteOut'>

// a visitor of a shared report has no session: a 401 (the share is locked) must not send them to sign in
const sharedGet = <T>(path: string, uuid: string, query?: Record<string, string | number>, progress?: boolean) =>
  api.get<T>(path, { query, headers: shareHeaders(uuid), redirectOn401: false, progress })

const shareKeys = {
  all: (uuid: string) => ['share', uuid] as const,
  site: (uuid: string) => ['share', uuid, 'site'] as const,
  page: (uuid: string, page: number) => ['share', uuid, 'keywords', page] as const,
  keyword: (uuid: string, id: number) => ['share', uuid, 'keyword', id] as const,
}

/** GET /shared_report/site: the project and its dashboard figures; 401 `rankings.share_locked` until
 * this browser has the share's viewer cookie. */
export function useSharedSite(uuid: string) {
  return useQuery({
    queryKey: shareKeys.site(uuid),
    // no top progress bar: its red end would call the usual first answer (locked) a failure; a skeleton shows the wait
    queryFn: () => sharedGet<SharedSite>('/shared_report/site', uuid, undefined, false),
    retry: false,
  })
}

/** POST /shared_report/unlock {share_uuid, password}: 204 and the viewer cookie, then the report reads again. */
export function useUnlockShare(uuid: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (password: string) =>
      api.post<void>('/shared_report/unlock', { share_uuid: uuid, password }, { redirectOn401: false }),
    onSuccess: () => client.invalidateQueries({ queryKey: shareKeys.all(uuid) }),
  })
}

/** GET /shared_report: a page of the ranking list. */
export function useSharedKeywords(uuid: string, page: number) {
  return useQuery({
    queryKey: shareKeys.page(uuid, page),
    queryFn: () => sharedGet<Paginated<RankedKeyword>>('/shared_report', uuid, { page, per_page: SHARED_PER_PAGE }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

/** GET /keywords/{id}/rankings with the share header: one keyword's history, ours and the competitors'. */
export function useSharedKeywordRankings(uuid: string, keywordId: number | null) {
  return useQuery({
    queryKey: shareKeys.keyword(uuid, keywordId ?? 0),
    queryFn: () => sharedGet<KeywordRankings>(`/keywords/${keywordId}/rankings`, uuid, { period: '30' }),
    enabled: keywordId !== null,
    retry: false,
  })
}
