/**
 * The SERP analysis screen's state in the query string: project, view, interval, period and the
 * keywords compared, so a view can be bookmarked. Invalid values fall back to the defaults.
 */
import { MAX_COMPARE_GROUPS } from '@/lib/rank-trend'

export const INTERVALS = ['1d', '3d', '7d', '1m'] as const
export type Interval = (typeof INTERVALS)[number]
export const TREND_PERIODS = ['7', '30', '90'] as const
export type TrendPeriod = (typeof TREND_PERIODS)[number]
export type SerpView = 'trend' | 'competitors'

export interface SerpState {
  site: number | null
  view: SerpView
  interval: Interval
  period: TrendPeriod
  keywords: number[]
}

const id = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null)
const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback

export function parseSerpState(search: URLSearchParams, defaultView: SerpView): SerpState {
  const keywords = (search.get('kw') ?? '')
    .split(',')
    .map(id)
    .filter((value): value is number => value !== null)
  return {
    site: id(search.get('site')),
    view: oneOf(search.get('view'), ['trend', 'competitors'] as const, defaultView),
    interval: oneOf(search.get('interval'), INTERVALS, '7d'),
    period: oneOf(search.get('period'), TREND_PERIODS, '30'),
    keywords: [...new Set(keywords)].slice(0, MAX_COMPARE_GROUPS),
  }
}

export function serpSearch(state: SerpState, defaultView: SerpView): URLSearchParams {
  const search = new URLSearchParams()
  if (state.site !== null) search.set('site', String(state.site))
  if (state.view !== defaultView) search.set('view', state.view)
  if (state.interval !== '7d') search.set('interval', state.interval)
  if (state.period !== '30') search.set('period', state.period)
  if (state.keywords.length) search.set('kw', state.keywords.join(','))
  return search
}

/** The API's share (0.6) as the percentage shown (60%), one decimal at most. */
export const sharePercent = (share: number) => `${Math.round(share * 1000) / 10}%`
