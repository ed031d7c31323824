/**
 * Shapes of the page audit API (api/page_audits/schemas.py): SPEC §3 "page evaluation", generated from
 * its OpenAPI schema; what the API leaves untyped is written here.
 */
import type { Schema } from '@/types/api'

/** One audited page as listed: SPEC §3's fields and §4's flags (auditing, success_audited). An empty
 * `target_keyword` for pages imported from the site crawl until a batch audit gives them one;
 * `state_message`: SPEC's hint while auditing, the reason (in the user's language) when failed;
 * `error`: the failure's message code. */
export type PageEvaluation = Schema<'PageEvaluationOut'>

/** A page of evaluations with SPEC §4's notice and hint while a listed page is being audited. */
export type PageEvaluationList = Schema<'EvaluationPage'>

/** One piece of SPEC §5 advice on the page, passed or not, with its texts in the request locale. */
export type Advice = Schema<'AdviceOut'>

export type ReportKeywords = Schema<'KeywordsOut'>

export type ReportDuplicates = Schema<'DuplicatesOut'>

/** What the audit read on the page (shown beside the advice): a dict in the API, these keys here. */
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

/** The search results the suggested keywords were drawn from; `message`: why suggestions are missing,
 * or that they come from the sandbox. */
export type ReportSerp = Schema<'SerpOut'>

/** GET /page_evaluations/{id}: the listed fields and the report. */
export type PageEvaluationReport = Omit<Schema<'ReportOut'>, 'page'> & { page: PageShown | null }

/** The answer to a submitted audit: the evaluations now auditing and their job. */
export type StartedAudits = Schema<'StartedOut'>

export type NewPageEvaluation = Schema<'PageEvaluationIn'>
