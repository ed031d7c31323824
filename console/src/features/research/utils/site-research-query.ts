/**
 * The competitor research screen's state lives in the URL (`?target=…&country=…&language=…&tab=…`), so a
 * research can be shared and reached back with the browser's history; and the few pure helpers its
 * cards, grids and compare box use.
 */
import { DEFAULT_COUNTRY, DEFAULT_LANGUAGE } from './overview-query'

export const GRIDS = ['backlinks', 'referring-domains', 'anchors', 'organic-keywords', 'top-pages', 'competitors'] as const
export type GridName = (typeof GRIDS)[number]
/** The grids whose figures need a paid tier (SPEC §6: backlinks). */
export const LINK_GRIDS: readonly GridName[] = ['backlinks', 'referring-domains', 'anchors']
export const COMPARE_MAX = 5
export const EXPORT_MAX = 5000 // SPEC §9

export interface ResearchParams {
  target: string
  country: string
  language: string
}

export function parseResearchQuery(search: URLSearchParams): ResearchParams & { tab: GridName } {
  const tab = search.get('tab') as GridName | null
  return {
    target: (search.get('target') ?? '').trim(),
    country: (search.get('country') ?? '').trim().toUpperCase() || DEFAULT_COUNTRY,
    language: (search.get('language') ?? '').trim() || DEFAULT_LANGUAGE,
    tab: tab && GRIDS.includes(tab) ? tab : 'backlinks',
  }
}

export function researchSearch(params: ResearchParams & { tab?: GridName }): string {
  const query = new URLSearchParams({ target: params.target.trim(), country: params.country, language: params.language })
  if (params.tab) query.set('tab', params.tab)
  return query.toString()
}

/** The sites typed in the compare box (one a line, or separated by commas or spaces): distinct, at most five
 * kept; `extra` says how many more were typed. */
export function compareTargets(text: string): { targets: string[]; extra: number } {
  const typed = [...new Set(text.split(/[\s,，、]+/).map((part) => part.trim()).filter(Boolean))]
  return { targets: typed.slice(0, COMPARE_MAX), extra: Math.max(0, typed.length - COMPARE_MAX) }
}

/** A monthly history as chart points labelled `YYYY-MM` (the API's months are first days, ISO). */
export function monthPoints(history: { month: string; value: number }[]): { month: string; value: number }[] {
  return history.map((point) => ({ month: point.month.slice(0, 7), value: point.value }))
}

/** A whole number with thousands separators, or `—` when unknown. */
export function figure(value: number | null | undefined, digits = 0): string {
  if (value === null || value === undefined) return '—'
  return value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
}

/** A link's rel qualifiers as shown (`follow` when it has none). */
export function relText(rel: string[]): string {
  return rel.length === 0 ? 'follow' : rel.join(' ')
}

/** The ISO date part of a timestamp (`2026-11-27T…` → `2026-11-27`), `—` for none. */
export function day(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '—'
}
