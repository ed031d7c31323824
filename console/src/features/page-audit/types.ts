/** Shapes of the page audit API (api/page_audits/schemas.py): SPEC §3 "page evaluation". */
import type { Paginated } from '@/types/api'

/** One audited page as listed: SPEC §3's fields and §4's flags (auditing, success_audited). */
export interface PageEvaluation {
  id: number
  site_id: number
  url: string
  title: string | null
  description: string | null
  target_keyword: string
  score: number | null
  auditing: boolean
  success_audited: boolean
  error: string | null
  created_at: string
  audited_at: string | null
}

export type PageEvaluationList = Paginated<PageEvaluation>

/** One piece of SPEC §5 advice on the page, passed or not, with its texts in the request locale. */
export interface Advice {
  id: string
  passed: boolean
  weight: number
  title: string
  fix: string
  evidence: Record<string, unknown>
}

/** How often a keyword appears in each part of the page. */
export interface KeywordCounts {
  keyword: string
  title: number
  description: number
  h1: number
  h2: number
  content: number
}

export interface ReportKeywords {
  target: KeywordCounts[]
  suggested: KeywordCounts[]
  terms: KeywordCounts[]
}

export interface ReportDuplicates {
  title: string[]
  description: string[]
}

/** What the crawl saw on the page (shown beside the advice). */
export interface PageFactsShown {
  status_code: number | null
  title: string | null
  description: string | null
  h1: string[]
  h2: string[]
  word_count: number | null
  images: number
  images_without_alt: number
  og_image: string | null
  internal_links: number
  external_links: number
  broken_links: number
  canonical: string | null
  lang: string | null
}

export interface PageAuditResult {
  advice: Advice[]
  keywords: ReportKeywords
  duplicates: ReportDuplicates
  facts: PageFactsShown
}

/** GET /page_evaluations/{id}: the listed fields and the report (null until evaluated). */
export interface PageEvaluationReport extends PageEvaluation {
  result: PageAuditResult | null
}

export interface NewPageEvaluation {
  url: string
  target_keyword: string
}
