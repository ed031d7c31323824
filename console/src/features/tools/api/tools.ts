/** The small tools' server calls (api/tools/routes.py): the rules that need the server's tokenizers,
 * OpenCC, the SERP store or the guarded fetch. */
import { useMutation, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { downloadFile } from '@/lib/download'

export interface NormalizeOptions {
  width: boolean
  case: boolean
  spaces: boolean
  chinese: boolean
}

export const DEFAULT_OPTIONS: NormalizeOptions = { width: true, case: true, spaces: false, chinese: false }

export interface WordCountOut {
  characters: number
  characters_no_spaces: number
  cjk_characters: number
  words: number
  sentences: number
  paragraphs: number
  reading_seconds: number
  language: string | null
}

export interface DeduplicateOut {
  lines: string[]
  groups: { kept: string; repeats: string[] }[]
  removed: number
  blank: number
}

export interface DiffOut {
  only_a: string[]
  only_b: string[]
  both: string[]
}

export interface RelatedKeyword {
  text: string
  /** seen on stored SERPs (related_search, people_also_ask), or a keyword research source's idea
   * (frequency: the keyword-ideas provider, google_trend: Google Autocomplete) */
  kind: 'related_search' | 'people_also_ask' | 'frequency' | 'google_trend'
  direct: boolean
  serps: number
  /** null for the research sources' ideas */
  last_seen: string | null
  /** seen only on the sandbox source's made-up SERPs, or the sandbox's ideas */
  sandbox: boolean
}

export interface RelatedOut {
  seed: string
  country: string
  language: string
  /** serp_store, then the keyword research sources asked (google_ads, dataforseo or sandbox) */
  sources: string[]
  data: RelatedKeyword[]
}

export const PLACES = ['title', 'description', 'headings', 'body', 'alt'] as const
export type Place = (typeof PLACES)[number]

export interface Placement {
  keyword: string
  counts: Record<Place, number>
  density: number
}

export interface OnPageCheckOut {
  id: number
  status: 'in_progress' | 'completed' | 'failed'
  url: string
  keywords: string[]
  result: {
    url: string
    final_url: string
    status: number | null
    language: string | null
    title: string
    description: string
    body_words: number
    keywords: Placement[]
  } | null
  error: string | null
}

export const useWordCount = () =>
  useMutation({ mutationFn: (text: string) => api.post<WordCountOut>('/tool/count', { text }) })

export const useDeduplicate = () =>
  useMutation({
    mutationFn: (body: { text: string; options: NormalizeOptions }) => api.post<DeduplicateOut>('/tool/deduplicate', body),
  })

export const useKeywordDiff = () =>
  useMutation({
    mutationFn: (body: { a: string; b: string; options: NormalizeOptions }) => api.post<DiffOut>('/tool/diff', body),
  })

/** Related keywords from the stored SERPs and the keyword research sources; one keyword search of the plan. */
export const useRelatedKeywords = () =>
  useMutation({
    mutationFn: (body: { seed: string; country: string }) => api.post<RelatedOut>('/tool/related-keywords', body),
  })

export const useStartOnPageCheck = () =>
  useMutation({
    mutationFn: (body: { url: string; keywords: string }) => api.post<OnPageCheckOut>('/tool/keyword-on-page-check', body),
  })

const POLL_MS = 1500

/** GET /tool/keyword-on-page-check/{id} every 1.5 s while the job runs (the history links here too). */
export function useOnPageCheck(id: number | null) {
  return useQuery({
    queryKey: ['keyword-on-page-check', id],
    queryFn: () => api.get<OnPageCheckOut>(`/tool/keyword-on-page-check/${id}`, { progress: false }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === 'in_progress' ? POLL_MS : false),
  })
}

export const exportOnPageCheck = (id: number) =>
  downloadFile(`/tool/keyword-on-page-check/${id}/export.csv`, `keyword-on-page-check-${id}.csv`)
