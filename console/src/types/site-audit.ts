/**
 * Shapes of the site check API (api/audits/schemas.py, the audit contract of issue 5), generated from
 * its OpenAPI schema; what the API leaves untyped is written here.
 */
import type { Schema } from './api'

export type SeverityCounts = Schema<'SeverityCounts'>

/** `category` is the URL slug (`search-appearance`), `title` in the request's language. */
export type CategorySummary = Schema<'CategoryCounts'>

export type Comparison = Schema<'Comparison'>

/** `counts`: URLs with at least one finding of the severity; `issues`: findings of the severity;
 * `error`: why the check failed, in the request's language. */
export type SiteCheck = Schema<'SiteCheckOut'>
export type CheckState = SiteCheck['state']

export type IssueTexts = Schema<'CheckTexts'>
export type Severity = IssueTexts['severity']

/** `urls`: affected URLs; `findings`: findings (a URL may have several: two images without alt). */
export type Issue = Schema<'IssueOut'>
export type PassedCheck = Schema<'PassedOut'>
export type Issues = Schema<'IssuesOut'>

/** What a finding shows of a URL: free-form per check (the API keeps it a dict). */
export type Evidence = Record<string, unknown>
export type IssueUrl = Schema<'IssueUrl'>
export type IssueUrls = Schema<'IssueUrlsOut'>

/** GET /site_checks/{id}/pages: one crawled URL with its findings per severity. */
export type PageRow = Schema<'PageRow'>

/** The status filter of the pages list (a query value). */
export type StatusClass = '2xx' | '3xx' | '4xx' | '5xx' | 'none'

/** `sources`: the first linking pages with their anchor texts; `sources_total`: how many link to it. */
export type BrokenLink = Schema<'BrokenLink'>
export type LinkType = BrokenLink['type']

/** `unit`: SPEC §5 reading, cjk (title 25-32, description 50-76 characters) or latin (50-60, 150-160);
 * `range`: the advised length for this page's reading; `duplicates`: the other URLs with the same text. */
export type TextRow = Schema<'TextRow'>
export type TextVerdict = TextRow['verdict']
/** Which text a list shows (a path value). */
export type TextKind = 'title' | 'description'

export type LinkSuggestion = Schema<'KeywordSuggestion'>

/** A page check's findings, texts in the request's language. The API keeps each item a dict: a URL
 * (for a finding about another page) and the evidence. */
export type PageCheckFinding = Omit<Schema<'CheckerFinding'>, 'items'> & {
  items: { url?: string; evidence: Evidence }[]
}

export type PageCheckReport = Omit<Schema<'CheckerOut'>, 'findings'> & { findings: PageCheckFinding[] }

/** POST /tool/checker (202) and GET /tool/checker/{id}: a page check, its report once done. `state`:
 * queued (waiting for one of the server's checker slots), then running, then done or failed. */
export type PageCheckJob = Omit<Schema<'CheckerJobOut'>, 'result'> & { result?: PageCheckReport | null }
export type PageCheckState = PageCheckJob['state']
