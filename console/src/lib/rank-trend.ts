/**
 * Pure pieces of the SERP charts: series of daily positions pivoted into chart rows (a day without a
 * position stays empty, so the line breaks there: never a fake 0 or 100), the domains worth drawing,
 * and SPEC §5's comparison limit.
 */
import type { HistoryPoint } from '@/types/rankings'
import { chartValue } from './rank-format'

export interface Line {
  /** the data key of the line in the chart rows */
  key: string
  name: string
  points: HistoryPoint[]
}

export type TrendRow = { date: string } & Record<string, number | string | null>

/** One row per day of any line, in date order; each line's position that day, or null. */
export function trendRows(lines: Line[]): TrendRow[] {
  const rows = new Map<string, TrendRow>()
  for (const line of lines) {
    for (const point of line.points) {
      const row = rows.get(point.date) ?? { date: point.date }
      row[line.key] = chartValue(point.position)
      rows.set(point.date, row)
    }
  }
  return [...rows.values()]
    .map((row) => Object.fromEntries([...lines.map((line) => [line.key, null]), ...Object.entries(row)]) as TrendRow)
    .sort((a, b) => a.date.localeCompare(b.date))
}

export interface DomainSeries {
  domain: string
  points: HistoryPoint[]
}

/** The `limit` domains that held the SERP most: most days ranked, then the best average position. */
export function topDomains<T extends DomainSeries>(domains: T[], limit: number): T[] {
  const score = (series: DomainSeries) => {
    const ranked = series.points.map((p) => chartValue(p.position)).filter((p): p is number => p !== null)
    return { days: ranked.length, average: ranked.length ? ranked.reduce((a, b) => a + b, 0) / ranked.length : Infinity }
  }
  return domains
    .map((series, index) => ({ series, index, ...score(series) }))
    .filter((entry) => entry.days > 0)
    .sort((a, b) => b.days - a.days || a.average - b.average || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.series)
}

/** The deepest position on the chart, rounded up to a tidy axis end (10, 20, 30, 50, 100). */
export function axisDepth(rows: TrendRow[], keys: string[]): number {
  let deepest = 1
  for (const row of rows) for (const key of keys) if (typeof row[key] === 'number') deepest = Math.max(deepest, row[key] as number)
  return [10, 20, 30, 50, 100].find((end) => deepest <= end) ?? 100
}

/** Round ticks down the inverted axis: 1, then every 5, 10 or 20 places to the depth. */
export function axisTicks(depth: number): number[] {
  const step = depth <= 20 ? 5 : depth <= 50 ? 10 : 20
  return [1, ...Array.from({ length: Math.floor(depth / step) }, (_, i) => (i + 1) * step)]
}

/** SPEC §5 and §9: at most 10 keyword groups compared at once (the server's rule and message). */
export const MAX_COMPARE_GROUPS = 10

export function compareIssue(count: number): { code: string; params: { max: number } } | null {
  return count > MAX_COMPARE_GROUPS ? { code: 'rankings.compare_limit', params: { max: MAX_COMPARE_GROUPS } } : null
}

/** Distinct line colours, the accent first. */
export const LINE_COLORS = [
  '#00b1c8', '#f97316', '#6366f1', '#16a34a', '#dc2626', '#a855f7', '#0ea5e9', '#ca8a04', '#db2777', '#475569',
]
