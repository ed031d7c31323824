/** Shapes of the site check API (api/audits, the audit contract of issue 5). */
import type { PaginationMeta } from './api'

export type Severity = 'error' | 'warning' | 'notice'
export type CheckState = 'pending' | 'in_progress' | 'completed' | 'failed'

export interface SeverityCounts {
  error: number
  warning: number
  notice: number
}

export interface CategorySummary {
  /** the URL slug (`search-appearance`) */
  category: string
  /** in the request's language */
  title: string
  errors: number
  warnings: number
  notices: number
}

export interface Comparison {
  previous_id: number | null
  new: number
  fixed: number
  persisting: number
}

export interface SiteCheck {
  id: number
  site_id: number
  url: string
  state: CheckState
  pages_crawled: number
  pages_queued: number
  max_pages: number
  health_score: number | null
  /** URLs with at least one finding of the severity */
  counts: SeverityCounts
  /** findings of the severity */
  issues: SeverityCounts
  categories: CategorySummary[]
  comparison: Comparison
  created_at: string
  started_at: string | null
  finished_at: string | null
  /** why the check failed, in the request's language */
  error: string | null
  error_code?: string | null
}

export interface IssueTexts {
  check: string
  category: string
  severity: Severity
  title: string
  description: string
  fix: string
}

export interface Issue extends IssueTexts {
  /** affected URLs */
  urls: number
  /** findings (a URL may have several: two images without alt) */
  findings?: number
}

export interface PassedCheck {
  check: string
  category: string
  title: string
}

export interface Issues {
  data: Issue[]
  passed: PassedCheck[]
}

export type Evidence = Record<string, unknown>

export interface IssueUrl {
  url: string
  evidence: Evidence
}

export interface IssueUrls {
  check: IssueTexts
  data: IssueUrl[]
  meta: PaginationMeta
}

/** GET /site_checks/{id}/pages: one crawled URL with its findings per severity. */
export interface PageRow {
  url: string
  status_code: number | null
  title: string | null
  depth: number | null
  score: number | null
  word_count: number | null
  ttfb_ms: number | null
  size_bytes: number | null
  errors: number
  warnings: number
  notices: number
  indexable: boolean
}

export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx' | 'none'

export type LinkType = 'internal' | 'external'

export interface BrokenLink {
  url: string
  status_code: number | null
  error: string | null
  type: LinkType
  /** the first linking pages with their anchor texts */
  sources: { url: string; anchor: string | null }[]
  /** how many pages link to it in all */
  sources_total?: number
}

export type TextKind = 'title' | 'description'
export type TextVerdict = 'missing' | 'too_short' | 'too_long' | 'duplicate' | 'ok'

export interface TextRow {
  url: string
  text: string | null
  length: number
  pixels: number
  /** SPEC §5 reading: cjk (title 25-32, description 50-76 characters) or latin (50-60, 150-160) */
  unit: 'cjk' | 'latin'
  /** the advised length for this page's reading */
  range: [number, number]
  verdict: TextVerdict
  /** the other URLs with the same text */
  duplicates: string[]
}

export interface LinkSuggestion {
  keyword_id: number
  keyword: string
  target_url: string
  suggestion_pages: { url: string; title: string | null; mentions: number }[]
  already_included_pages: { url: string; title: string | null }[]
}

/** A page check's findings, texts in the request's language. */
export interface PageCheckFinding extends IssueTexts {
  items: { url?: string; evidence: Evidence }[]
}

export interface PageCheckReport {
  url: string
  final_url: string | null
  status_code: number | null
  /** the page's score (SPEC §5) */
  score: number | null
  /** findings of each severity */
  counts: SeverityCounts
  findings: PageCheckFinding[]
  error?: string | null
}

/** queued: waiting for one of the server's checker slots; then running; then done or failed. */
export type PageCheckState = 'queued' | 'running' | 'done' | 'failed'

/** POST /tool/checker (202) and GET /tool/checker/{id}: a page check, its report once done. */
export interface PageCheckJob {
  id: string
  url: string
  state: PageCheckState
  progress: number
  result: PageCheckReport | null
  /** why it failed, in the request's language; `error_code` is site_check.* */
  error: string | null
  error_code: string | null
  created_at: string
  finished_at: string | null
}
