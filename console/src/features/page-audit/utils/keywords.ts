/**
 * The report's keyword tables: for each target keyword, suggested keyword and suggested term, how
 * often it appears in the title, description, H1s, H2s and the content. Title to H2 are counted here
 * from what the audit read, the way the server counts (analytics/audits/text.py count_occurrences);
 * the content counts are the server's own, from the content advice's evidence (outside H1, H2, alt).
 */
import type { Advice, PageEvaluationReport } from '../types'

const WHITESPACE = /[\s\u3000]+/gu
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u

/** The form texts are compared in: NFKC (full-width ＳＥＯ is SEO), lower case, spaces collapsed. */
export function fold(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(WHITESPACE, ' ').trim()
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Occurrences of `phrase` in `text`: CJK phrases anywhere, alphabetic ones as whole words only. */
export function countOccurrences(text: string, phrase: string): number {
  const needle = fold(phrase)
  if (!needle) return 0
  const haystack = fold(text)
  if (CJK.test(needle)) return haystack.split(needle).length - 1
  return [...haystack.matchAll(new RegExp(`(?<![\\p{L}\\p{N}_])${escape(needle)}(?![\\p{L}\\p{N}_])`, 'gu'))].length
}

export type KeywordKind = 'target' | 'suggested' | 'terms'

export interface KeywordRow {
  keyword: string
  title: number
  description: number
  h1: number
  h2: number
  /** null when the content was not checked for this kind of keyword */
  content: number | null
}

const CONTENT_ADVICE: Record<KeywordKind, string> = {
  target: 'content.target_keywords',
  suggested: 'content.suggested_keywords',
  terms: 'content.suggested_terms',
}

function contentCounts(advice: Advice[], kind: KeywordKind): Map<string, number> | null {
  const item = advice.find((entry) => entry.id === CONTENT_ADVICE[kind])
  if (!item) return null
  const counts = item.evidence.counts
  return new Map(
    Object.entries(counts && typeof counts === 'object' ? (counts as Record<string, unknown>) : {}).map(([key, value]) => [
      key,
      typeof value === 'number' ? value : 0,
    ]),
  )
}

/** One kind of keyword with its counts in each part of the page. */
export function keywordRows(report: Pick<PageEvaluationReport, 'keywords' | 'advice' | 'page'>, kind: KeywordKind): KeywordRow[] {
  const page = report.page
  const content = contentCounts(report.advice, kind)
  const inAll = (texts: string[] | undefined, keyword: string) =>
    (texts ?? []).reduce((sum, text) => sum + countOccurrences(text, keyword), 0)
  return report.keywords[kind].map((keyword) => ({
    keyword,
    title: countOccurrences(page?.title ?? '', keyword),
    description: countOccurrences(page?.description ?? '', keyword),
    h1: inAll(page?.h1, keyword),
    h2: inAll(page?.h2, keyword),
    content: content ? (content.get(keyword) ?? 0) : null,
  }))
}
