/** Pure rules of the index submission screen. */

export const INDEXING_TABS = ['sitemaps', 'inspection', 'indexnow', 'indexing', 'history'] as const
export type IndexingTab = (typeof INDEXING_TABS)[number]

export const HISTORY_KINDS = ['all', 'sitemap', 'inspection', 'indexing', 'indexnow'] as const
export type HistoryKind = (typeof HISTORY_KINDS)[number]

export function parseTab(value: string | null): IndexingTab {
  return INDEXING_TABS.find((tab) => tab === value) ?? 'sitemaps'
}

export function parseHistoryKind(value: string | null): HistoryKind {
  return HISTORY_KINDS.find((kind) => kind === value) ?? 'all'
}

/** The URLs of a pasted block: one per line (or separated by spaces or commas), trimmed, repeats dropped. */
export function pastedUrls(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).map((url) => url.trim()).filter(Boolean))]
}

/** The colour of URL Inspection's verdict (PASS, PARTIAL, FAIL, NEUTRAL). */
export function verdictColor(verdict: string | null | undefined): string {
  switch (verdict) {
    case 'PASS':
      return 'green'
    case 'PARTIAL':
      return 'gold'
    case 'FAIL':
      return 'red'
    default:
      return 'default'
  }
}

/** Why the screen cannot talk to Search Console yet, or null when it can: the user's link comes first. */
export function searchConsoleBlocker(
  webmaster: 'authorized' | 'not_authorized' | 'expired',
  property: string | null,
): 'notLinked' | 'expired' | 'noProperty' | null {
  if (webmaster === 'not_authorized') return 'notLinked'
  if (webmaster === 'expired') return 'expired'
  return property ? null : 'noProperty'
}

type Answered = { kind: string; status: string; answer: Record<string, unknown> }

/** One line of what the service answered: the inspection's verdict and coverage, the Indexing API's notice
 * time, or the HTTP status of a sitemap or IndexNow post. Empty when nothing was sent. */
export function answerSummary(row: Answered): string {
  const text = (key: string) => (typeof row.answer[key] === 'string' ? (row.answer[key] as string) : null)
  if (row.status === 'refused') return ''
  if (row.kind === 'inspection' && text('verdict')) return [text('verdict'), text('coverageState')].filter(Boolean).join(' · ')
  if (row.kind === 'indexing' && text('notifyTime')) return `${text('type') ?? ''} ${text('notifyTime')}`.trim()
  const status = row.answer.http_status
  return typeof status === 'number' ? `HTTP ${status}` : ''
}
