/** Pure formatting of site check figures: progress, evidence, link status, text measures. */
import { i18n } from '@/lib/i18n'
import { NO_DATA, readableUrl } from '@/lib/rank-format'
import type { BrokenLink, CheckState, Evidence, SiteCheck } from '@/types/site-audit'

export { NO_DATA }

export const isRunning = (state: CheckState | undefined) => state === 'pending' || state === 'in_progress'

/**
 * How far a running crawl is (0-100): crawled of what it knows it will crawl (crawled + queued),
 * never past the page budget; 0 before the first page.
 */
export function crawlPercent(check: Pick<SiteCheck, 'state' | 'pages_crawled' | 'pages_queued' | 'max_pages'>): number {
  if (check.state === 'completed') return 100
  const known = Math.min(check.pages_crawled + check.pages_queued, check.max_pages || Infinity)
  if (known <= 0) return 0
  // a running crawl stays below 100 until the check itself says completed
  return Math.min(99, Math.floor((check.pages_crawled / known) * 100))
}

/** One evidence value as a short text: lists joined, objects as JSON, long texts cut. */
export function evidenceValue(value: unknown, max = 160): string {
  let text: string
  if (value === null || value === undefined) text = NO_DATA
  else if (Array.isArray(value)) text = value.map((item) => evidenceValue(item, max)).join(', ')
  else if (typeof value === 'object') text = JSON.stringify(value)
  else text = String(value)
  return text.length > max ? `${text.slice(0, max - 1)}…` : text
}

/**
 * The evidence of a finding as label/value pairs in the user's language, in the order the check wrote
 * them, without a `url` equal to `shownUrl`.
 */
export function evidenceEntries(evidence: Evidence | null | undefined, shownUrl?: string): [string, string][] {
  return Object.entries(evidence ?? {})
    .filter(([key, value]) => !(key === 'url' && value === shownUrl))
    .map(([key, value]) => [
      fieldLabel(key),
      typeof value === 'string' ? evidenceValue(codeText(key, value)) : evidenceValue(value),
    ])
}

/**
 * A text of the server's catalogue (the `errors` namespace, which the CSV export writes from too), else
 * `fallback`. Keys may hold a colon (`og:image`), which i18next would read as a namespace, hence the
 * namespace as an option.
 */
function serverText(key: string, fallback: string): string {
  const options = { ns: 'errors', nsSeparator: false } as const
  return i18n.exists(key, options) ? i18n.t(key, options) : fallback
}

/** The server's name of an evidence field (`href`, `reading`): `site_check.field.<field>`, the CSV's column headers. */
export function fieldLabel(field: string): string {
  return serverText(`site_check.field.${field}`, field)
}

/**
 * The server's text of a code among the evidence (the fetch error `dns`, the reading `cjk`):
 * `site_check.value.<field>.<code>`, the texts the CSV export writes; other values as they are.
 */
export function codeText(field: string, value: string): string {
  const code = field === 'error' && value.startsWith('tls:') ? 'tls' : value
  return /^[a-z_]+$/.test(code) ? serverText(`site_check.value.${field}.${code}`, value) : value
}

/** A broken link's status: its HTTP code, else the fetch error (timeout, DNS…) in the user's language. */
export function linkStatus(link: Pick<BrokenLink, 'status_code' | 'error'>): string {
  if (link.status_code) return String(link.status_code)
  return link.error ? codeText('error', link.error) : NO_DATA
}

/** A URL as people read it, percent-encoded CJK paths decoded. */
export const urlText = (url: string) => readableUrl(url)

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '')

/**
 * A crawled URL as a row shows it: its path (and query) when it is on the site's own host (with or
 * without www), else its host and path. Every row of a site starts with the same scheme and host, so
 * a cell cut to its width showed only that; the full URL goes in the tooltip.
 */
export function pathText(url: string, siteUrl?: string | null): string {
  try {
    const parsed = new URL(url)
    const path = `${parsed.pathname}${parsed.search}`
    const site = siteUrl ? new URL(siteUrl) : null
    if (site && bareHost(site.host) === bareHost(parsed.host)) return readableUrl(path)
    return readableUrl(`${parsed.host}${path === '/' ? '' : path}`)
  } catch {
    return readableUrl(url)
  }
}


/** "28 (25–32)": a length with the advised range of its reading. */
export const lengthText = (length: number, range: [number, number] | null | undefined) =>
  range ? `${length} (${range[0]}–${range[1]})` : String(length)
