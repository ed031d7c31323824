/** Pure formatting of rank figures: what a cell, a tag or a chart shows for the API's numbers. */
import type { DiffTag, RankOut, Trend } from '@/types/rankings'

export const NO_DATA = '—'

/** The API's label ("7", ">50") as is; a dash when there was no successful check that day. */
export function rankText(rank: RankOut | null | undefined): string {
  return rank?.label ?? NO_DATA
}

/** Places gained (positive is better) with its sign: "+3", "−2", "0"; a dash when not compared. */
export function diffText(diff: number | null | undefined): string {
  if (diff === null || diff === undefined) return NO_DATA
  if (diff > 0) return `+${diff}`
  if (diff < 0) return `−${Math.abs(diff)}`
  return '0'
}

export type Tone = 'good' | 'bad' | 'neutral'

/** How a change reads: gained (or newly ranked) is good, lost (or dropped out) is bad. */
export function diffTone(tag: DiffTag | null | undefined): Tone {
  if (tag === 'up' || tag === 'new') return 'good'
  if (tag === 'down' || tag === 'lost') return 'bad'
  return 'neutral'
}

/** The i18n key of a change tag (rankings:diff.<tag>). */
export const diffTagKey = (tag: DiffTag) => `diff.${tag}`

/** SPEC §4 keyword rank trend → its antd tag colour; null when the API did not compare (< 7 days). */
export function trendColor(trend: Trend | null | undefined): string | null {
  if (trend === 'progress') return 'green'
  if (trend === 'regression') return 'red'
  if (trend === 'steady') return 'default'
  return null
}

/** SPEC §2/top bar: a ga_id starting "ga:" is Universal Analytics (GA3), "properties/" is GA4. */
export function gaBadge(gaId: string | null | undefined): 'GA3' | 'GA4' | null {
  if (!gaId) return null
  if (gaId.startsWith('ga:')) return 'GA3'
  if (gaId.startsWith('properties/')) return 'GA4'
  return null
}

/** A percentage of a total, rounded to a whole number (0 when there is nothing). */
export function share(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0
}

/** Chart points: a day without a position stays null so the line breaks there (never a fake 0 or 100). */
export function chartValue(position: number | null | undefined): number | null {
  return typeof position === 'number' && position >= 1 ? position : null
}

/** A URL as people read it: percent-encoded CJK paths decoded ("/%E5%92%96" → "/咖"). */
export function readableUrl(url: string): string {
  try {
    return decodeURI(url)
  } catch {
    return url
  }
}

/** The host and path of a ranking URL, readable and short enough for a cell. */
export function shortUrl(url: string | null | undefined): string {
  if (!url) return NO_DATA
  try {
    const parsed = new URL(url)
    return readableUrl(`${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}${parsed.search}`)
  } catch {
    return readableUrl(url)
  }
}

/** A domain without a leading "www.", lower-cased, for comparing a SERP row with a project or rival. */
export const bareDomain = (domain: string) => domain.trim().toLowerCase().replace(/^www\./, '')

/** Whether a SERP row's domain belongs to a site (the site's domain or one of its sub-domains). */
export function sameSite(rowDomain: string, siteDomain: string): boolean {
  const row = bareDomain(rowDomain)
  const site = bareDomain(siteDomain)
  return row === site || row.endsWith(`.${site}`)
}
