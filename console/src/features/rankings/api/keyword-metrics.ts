/** SPEC §3's keyword fields of tracked keywords (volume, CPC, competition 0-4): the research store's
 * latest figures in the project's country and language (POST /sites/{id}/keyword_metrics). Asked
 * apart from the rankings list, for the keywords on screen, so that list's query stays as fast as it was. */
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { siteKeys } from '@/lib/query-keys'
import type { Schema } from '@/types/api'

export type KeywordFigures = Schema<'TrackedFiguresOut'>

/** The figures of `keywordIds` by keyword id; a keyword nobody has researched is absent. */
export async function getKeywordMetrics(siteId: number, keywordIds: number[]): Promise<Map<number, KeywordFigures>> {
  if (keywordIds.length === 0) return new Map()
  const answer = await api.post<Schema<'TrackedMetricsOut'>>(`/sites/${siteId}/keyword_metrics`, { keyword_ids: keywordIds }, { progress: false })
  return new Map(answer.data.map((figures) => [figures.keyword_id, figures]))
}

/** The figures of a page of keywords (the keyword settings table). */
export function useKeywordMetrics(siteId: number, keywordIds: number[]) {
  return useQuery({
    queryKey: [...siteKeys.keywords(siteId), 'metrics', keywordIds],
    queryFn: () => getKeywordMetrics(siteId, keywordIds),
    enabled: keywordIds.length > 0,
    placeholderData: keepPreviousData,
    meta: { sameInEveryLanguage: true },
  })
}
