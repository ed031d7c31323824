/**
 * The research overview's state lives in the URL (`?keyword=…&country=…&language=…`), so an overview
 * can be shared, bookmarked and reached back with the browser's history; and the few formats its
 * figures are shown in.
 */

export interface OverviewParams {
  keyword: string
  country: string
  language: string
}

export const DEFAULT_COUNTRY = 'TW'
export const DEFAULT_LANGUAGE = 'zh-TW'

/** The overview asked by the URL; the keyword is '' when none is. */
export function parseOverviewQuery(search: URLSearchParams): OverviewParams {
  return {
    keyword: (search.get('keyword') ?? '').trim(),
    country: (search.get('country') ?? '').trim().toUpperCase() || DEFAULT_COUNTRY,
    language: (search.get('language') ?? '').trim() || DEFAULT_LANGUAGE,
  }
}

/** The URL query of an overview (what `parseOverviewQuery` reads back). */
export function overviewSearch(params: OverviewParams): string {
  return new URLSearchParams({ keyword: params.keyword.trim(), country: params.country, language: params.language }).toString()
}

/** A share 0-1 as a whole percentage (0.2 → `20%`). */
export function percent(share: number): string {
  return `${Math.round(share * 100)}%`
}

/** The monthly volumes as chart points, labelled `YYYY-MM` (the API's months are first days, ISO). */
export function historyPoints(trend: { month: string; volume: number }[]): { month: string; volume: number }[] {
  return trend.map((point) => ({ month: point.month.slice(0, 7), volume: point.volume }))
}
