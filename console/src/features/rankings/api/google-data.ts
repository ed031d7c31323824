import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { rankingKeys } from './keys'

export type WebmasterMetrics = Schema<'WebmasterMetricsOut'>
export type GaMetrics = Schema<'GaMetricsOut'>
/** ok, not_linked, ga3, or the server's code of why Google's data cannot be read (api/google/sync.py). */
export type GoogleDataState = WebmasterMetrics['state']

/** GET /sites/{id}/site_webmaster_metrics: Search Console's last 30 days against the 30 before. */
export function useWebmasterMetrics(siteId: number) {
  return useQuery({
    queryKey: rankingKeys.google(siteId, 'webmaster'),
    queryFn: () => api.get<WebmasterMetrics>(`/sites/${siteId}/site_webmaster_metrics`, { progress: false }),
  })
}

/** GET /sites/{id}/site_ga_metrics: GA4 sessions by default channel group, last 30 days and the 30 before. */
export function useGaMetrics(siteId: number) {
  return useQuery({
    queryKey: rankingKeys.google(siteId, 'ga'),
    queryFn: () => api.get<GaMetrics>(`/sites/${siteId}/site_ga_metrics`, { progress: false }),
  })
}

/** The change from the previous period in percent (null when there is nothing to compare with). */
export function changePercent(current: number | null | undefined, last: number | null | undefined): number | null {
  if (current === null || current === undefined || !last) return null
  return Math.round(((current - last) / last) * 1000) / 10
}

/** The two periods' days side by side, by day of the period (1-30), for one chart. A day Google did not
 * report had nothing (Search Console and GA4 leave out days without impressions or sessions): 0. */
export function alignPeriods<T extends { key: string }>(
  current: T[],
  last: T[],
  currentStart: string,
  lastStart: string,
  value: (day: T) => number,
): { day: number; current: number; last: number }[] {
  const index = (key: string, start: string) => Math.round((Date.parse(key) - Date.parse(start)) / 86_400_000)
  const rows = Array.from({ length: 30 }, (_, i) => ({ day: i + 1, current: 0, last: 0 }))
  for (const point of current) {
    const i = index(point.key, currentStart)
    if (i >= 0 && i < 30) rows[i].current = value(point)
  }
  for (const point of last) {
    const i = index(point.key, lastStart)
    if (i >= 0 && i < 30) rows[i].last = value(point)
  }
  return rows
}
