/**
 * Competitor site research (api/links/routes.py): a target's overview, its six grids (SPEC §3 pages),
 * compare, and the exports. The first look at a target on a day counts one `competitor_research` use:
 * answers are kept for the session (a tab or page already seen is not asked again), and the user's
 * allowance is read again after an overview.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { userQueryKey } from '@/lib/auth'
import type { Schema } from '@/types/api'
import type { GridName, ResearchParams } from '../utils/site-research-query'

export type SiteOverview = Schema<'SiteOverviewOut'>
export type TrendFigure = Schema<'TrendFigure'>
export type Backlink = Schema<'BacklinkOut'>
export type ReferringDomain = Schema<'ReferringDomainOut'>
export type Anchor = Schema<'AnchorOut'>
export type OrganicKeyword = Schema<'OrganicKeywordOut'>
export type TopPage = Schema<'TopPageOut'>
export type CompetingDomain = Schema<'CompetingDomainOut'>
export type GridRow = Backlink | ReferringDomain | Anchor | OrganicKeyword | TopPage | CompetingDomain
export type SiteCompare = Schema<'SiteCompareOut'>
export type SiteExportIn = Schema<'SiteExportIn'>
export type SiteExportOut = Schema<'SiteExportOut'>

export const FEATURE = 'competitor_research'

const market = (params: ResearchParams) => ({ target: params.target, country: params.country, language: params.language })

export function useSiteOverview(params: ResearchParams) {
  const client = useQueryClient()
  return useQuery({
    queryKey: ['site-research', 'overview', params.target, params.country, params.language],
    queryFn: async () => {
      const answer = await api.get<SiteOverview>('/sites/research/overview', { query: market(params) })
      void client.invalidateQueries({ queryKey: userQueryKey })
      void client.invalidateQueries({ queryKey: ['site-research', 'history'] })
      return answer
    },
    enabled: params.target !== '',
    staleTime: Infinity,
    retry: false,
    meta: { sameInEveryLanguage: true },
  })
}

export interface GridPage {
  data: GridRow[]
  meta: Schema<'PageMeta'>
  sandbox: boolean
}

export function gridQueryOptions(grid: GridName, params: ResearchParams, page: number, perPage: number, lost: boolean | null) {
  return queryOptions({
    queryKey: ['site-research', grid, params.target, params.country, params.language, page, perPage, lost],
    queryFn: () =>
      api.get<GridPage>(`/sites/research/${grid}`, {
        query: { ...market(params), page, per_page: perPage, ...(grid === 'backlinks' && lost !== null ? { lost } : {}) },
      }),
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  })
}

export function useResearchGrid(grid: GridName, params: ResearchParams, page: number, perPage: number, lost: boolean | null) {
  return useQuery({ ...gridQueryOptions(grid, params, page, perPage, lost), enabled: params.target !== '' })
}

/** GET /sites/research/compare?targets=…: up to five sites side by side (each new one counts a use). */
export function useCompare(targets: string[], params: Omit<ResearchParams, 'target'>) {
  const client = useQueryClient()
  return useQuery({
    queryKey: ['site-research', 'compare', ...targets, params.country, params.language],
    queryFn: async () => {
      const query = new URLSearchParams([...targets.map((target) => ['targets', target]), ['country', params.country], ['language', params.language]])
      const answer = await api.get<SiteCompare>(`/sites/research/compare?${query.toString()}`)
      void client.invalidateQueries({ queryKey: userQueryKey })
      return answer
    },
    enabled: targets.length > 0,
    staleTime: Infinity,
    retry: false,
  })
}

/** POST /sites/research/export: a grid's first rows as an Excel workbook mailed to the user. */
export function useMailResearch() {
  return useMutation({ mutationFn: (body: SiteExportIn) => api.post<SiteExportOut>('/sites/research/export', body) })
}

export type ResearchHistoryEntry = Schema<'ResearchHistoryOut'>

/** GET /sites/research/history: the user's own latest researches (the start screen offers them again). */
export function useResearchHistory() {
  return useQuery({
    queryKey: ['site-research', 'history'],
    queryFn: () => api.get<{ data: ResearchHistoryEntry[] }>('/sites/research/history', { query: { per_page: 10 } }),
  })
}
