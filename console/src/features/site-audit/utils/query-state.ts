/**
 * The site check screens' state in the URL query string (which check, severity filter, page, link
 * type, text filter), so a view can be bookmarked and restored with the back button. Invalid values
 * fall back to the defaults; defaults are left out of the URL.
 */
import type { LinkType, Severity, StatusClass, TextVerdict } from '@/types/site-audit'
import { isSeverity } from '@/lib/severity'

export const TEXT_FILTERS: TextVerdict[] = ['missing', 'too_short', 'too_long', 'duplicate', 'ok']
const LINK_TYPES: LinkType[] = ['internal', 'external']
export const STATUS_CLASSES: StatusClass[] = ['2xx', '3xx', '4xx', '5xx', 'none']

export interface AuditQuery {
  /** a site check id (an older crawl); null: the latest */
  check: number | null
  severity: Severity | null
  page: number
  type: LinkType | null
  filter: TextVerdict | null
  /** the pages list: a status class, and part of the URL or title */
  status: StatusClass | null
  q: string
}

export const DEFAULT_QUERY: AuditQuery = { check: null, severity: null, page: 1, type: null, filter: null, status: null, q: '' }

function positive(value: string | null): number | null {
  const number = Number(value)
  return value !== null && Number.isInteger(number) && number > 0 ? number : null
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null
}

export function parseAuditQuery(search: URLSearchParams | string): AuditQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const severity = params.get('severity')
  return {
    check: positive(params.get('check')),
    severity: isSeverity(severity) ? severity : null,
    page: positive(params.get('page')) ?? 1,
    type: oneOf(params.get('type'), LINK_TYPES),
    filter: oneOf(params.get('filter'), TEXT_FILTERS),
    status: oneOf(params.get('status'), STATUS_CLASSES),
    q: (params.get('q') ?? '').trim(),
  }
}

/**
 * The query string with `change` applied (other parameters kept). A new filter starts again from
 * page 1 unless the change sets the page itself.
 */
export function auditSearch(current: URLSearchParams | string, change: Partial<AuditQuery>): string {
  const params = new URLSearchParams(current)
  const next = { ...parseAuditQuery(params), ...change }
  if (!('page' in change)) next.page = 1
  const values: Record<keyof AuditQuery, string | null> = {
    check: next.check === null ? null : String(next.check),
    severity: next.severity,
    page: next.page > 1 ? String(next.page) : null,
    type: next.type,
    filter: next.filter,
    status: next.status,
    q: next.q.trim() || null,
  }
  for (const [key, value] of Object.entries(values)) {
    if (value === null) params.delete(key)
    else params.set(key, value)
  }
  return params.toString()
}
