/**
 * The batch audit's rules: SPEC §5 "every ticked page needs a keyword", and SPEC §6 "batch audit is
 * advanced only" (the plans that allow it, as the server's api/plans/catalogue.py FEATURE_PLANS).
 */
import type { NewPageEvaluation } from '../types'

/** SPEC §6: ids 5, 7, 12, 13, 14 and 15, plus 10 (advanced). */
export const BATCH_AUDIT_PLAN_IDS: readonly number[] = [5, 7, 10, 12, 13, 14, 15]

/** A page address as the audit takes it: http(s) with a host (the server checks the rest). */
export const HTTP_URL = /^https?:\/\/[^\s/?#]+\S*$/i

export const canBatchAudit = (planId: number | null) => planId !== null && BATCH_AUDIT_PLAN_IDS.includes(planId)

export interface BatchRow {
  url: string
  title: string | null
  keyword: string
}

export interface BatchCheck {
  /** what to send: the ticked pages with their keywords, trimmed */
  pages: NewPageEvaluation[]
  /** URLs of ticked pages without a keyword */
  missing: string[]
}

/** The ticked rows, in list order, split into the pages to audit and those still lacking a keyword. */
export function checkBatch(rows: BatchRow[], ticked: ReadonlySet<string>): BatchCheck {
  const pages: NewPageEvaluation[] = []
  const missing: string[] = []
  for (const row of rows) {
    if (!ticked.has(row.url)) continue
    const keyword = row.keyword.trim()
    if (keyword) pages.push({ url: row.url, target_keyword: keyword })
    else missing.push(row.url)
  }
  return { pages, missing }
}

/** The rows to choose from: pages already audited (their keyword filled in), then crawled pages not yet audited. */
export function batchRows(
  audited: { url: string; title: string | null; target_keyword: string }[],
  crawled: { url: string; title: string | null }[],
): BatchRow[] {
  const rows = new Map<string, BatchRow>()
  for (const page of audited) {
    if (!rows.has(page.url)) rows.set(page.url, { url: page.url, title: page.title, keyword: page.target_keyword })
  }
  for (const page of crawled) if (!rows.has(page.url)) rows.set(page.url, { url: page.url, title: page.title, keyword: '' })
  return [...rows.values()]
}
