/** Shapes of the page audit API (api/page_audits/schemas.py): SPEC §3 "page evaluation". */
import type { Paginated } from '@/types/api'

/** One audited page as listed: SPEC §3's fields and §4's flags (auditing, success_audited). */
export interface PageEvaluation {
  id: number
  site_id: number
  url: string
  title: string | null
  description: string | null
  /** empty for pages imported from the site crawl until a batch audit gives them one */
  target_keyword: string
  score: number | null
  auditing: boolean
  success_audited: boolean
  state: 'auditing' | 'evaluated' | 'failed'
  /** SPEC's hint while auditing, the reason (in the user's language) when failed */
  state_message: string | null
  /** the failure's message code */
  error: string | null
  operation_id: number | null
  audited_at: string | null
  created_at: string
  updated_at: string
}

export interface PageEvaluationList extends Paginated<PageEvaluation> {
  /** SPEC §4's notice and hint, while a listed page is being audited */
  notice: { message: string; hint: string } | null
}

/** One piece of SPEC §5 advice on the page, passed or not, with its texts in the request locale. */
export interface Advice {
  id: string
  passed: boolean
  weight: number
  title: string
  fix: string
  evidence: Record<string, unknown>
}

export interface ReportKeywords {
  target: string[]
  suggested: string[]
  terms: string[]
}

export interface ReportDuplicates {
  title: string[]
  description: string[]
}

/** What the audit read on the page (shown beside the advice). */
export interface PageShown {
  status_code: number | null
  final_url: string
  title?: string | null
  description?: string | null
  h1?: string[]
  h2?: string[]
  word_count?: number | null
  language?: string | null
  images?: number
  images_without_alt?: number
  og_image?: string | null
  internal_links?: number
  external_links?: number
}

/** The search results the suggested keywords were drawn from. */
export interface ReportSerp {
  source: string | null
  sandbox: boolean
  error: string | null
  /** why suggestions are missing, or that they come from the sandbox */
  message: string | null
  results: { position: number | null; url: string | null; title: string }[]
  pages_read: number
}

/** GET /page_evaluations/{id}: the listed fields and the report. */
export interface PageEvaluationReport extends PageEvaluation {
  advice: Advice[]
  failed: number
  keywords: ReportKeywords
  duplicates: ReportDuplicates | null
  page: PageShown | null
  serp: ReportSerp | null
}

/** The answer to a submitted audit: the evaluations now auditing and their job. */
export interface StartedAudits {
  data: PageEvaluation[]
  operation_id: number
  message: string | null
}

export interface NewPageEvaluation {
  url: string
  target_keyword: string
}
