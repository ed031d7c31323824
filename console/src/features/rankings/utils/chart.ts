/** Pure geometry and data shaping for rank charts (inverted rank axis, gaps for days without data). */
import type { HistoryPoint, SeriesOut } from '@/types/rankings'
import { chartValue } from '@/lib/rank-format'

/**
 * An SVG path of a rank history in a width × height box: rank 1 at the top, the worst rank seen at
 * the bottom; a day without a position lifts the pen (a gap, never a fake 0 or 100).
 */
export function sparklinePath(points: HistoryPoint[], width: number, height: number, pad = 2): string {
  const values = points.map((point) => chartValue(point.position))
  const known = values.filter((value): value is number => value !== null)
  if (known.length === 0) return ''
  const best = Math.min(...known)
  const worst = Math.max(...known)
  const span = worst - best || 1
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0
  const segments: string[][] = [[]]
  values.forEach((value, index) => {
    if (value === null) {
      if (segments[segments.length - 1].length) segments.push([])
      return
    }
    const x = pad + index * step
    const y = worst === best ? height / 2 : pad + ((value - best) / span) * (height - 2 * pad)
    segments[segments.length - 1].push(`${x.toFixed(1)},${y.toFixed(1)}`)
  })
  // a day alone between gaps is a dot (a zero-length stroke drawn with round caps)
  return segments
    .filter((segment) => segment.length)
    .map((segment) => (segment.length === 1 ? `M${segment[0]}h0` : `M${segment.join('L')}`))
    .join('')
}

export type ChartRow = { date: string } & Record<string, number | string | null>

/** One row per day with each series' position under its key (`project`, `c<id>`), null when unknown, and
 * its label (`<key>:label`) and ranking URL (`<key>:url`) that day. */
export function chartRows(series: SeriesOut[]): ChartRow[] {
  const rows = new Map<string, ChartRow>()
  for (const line of series) {
    const key = seriesKey(line)
    for (const point of line.points) {
      const row = rows.get(point.date) ?? { date: point.date }
      row[key] = chartValue(point.position)
      row[`${key}:label`] = point.label
      row[`${key}:url`] = point.url ?? null
      rows.set(point.date, row)
    }
  }
  return [...rows.values()].sort((a, b) => a.date.localeCompare(b.date))
}

export const seriesKey = (line: Pick<SeriesOut, 'site' | 'competitor_id'>) =>
  line.site === 'project' ? 'project' : `c${line.competitor_id}`
