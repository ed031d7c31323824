/** Shapes of the rankings API (api/rankings/schemas.py) and the rank figures on GET /sites/{id}/keywords. */
import type { Keyword, Site } from './projects'
import type { FeatureAccess } from '@/types/api'

export type Engine = 'google' | 'yahoo_jp' | 'yahoo_tw'
export type Device = 'desktop' | 'mobile'
export type Period = '7' | '30' | '90' | 'all'
export type Tab = 'all' | 'worst_decline' | 'best' | 'most_improved' | 'pinned' | 'competitors'
export type DiffTag = 'up' | 'down' | 'same' | 'new' | 'lost' | 'none'
export type Trend = 'progress' | 'steady' | 'regression'

/** `position` 1-100 or null; `label` what a grid shows ("7", ">30"), null when there was no check. */
export interface RankOut {
  position: number | null
  label: string | null
  url?: string | null
}

export interface HistoryPoint {
  date: string
  position: number | null
  label: string | null
  /** the ranking URL that day (keyword histories) */
  url?: string | null
}

export interface CheckOut {
  state: 'ok' | 'failed' | 'pending'
  attempts: number
  source: string | null
  error: string | null
  sandbox: boolean
}

export interface CompetitorRank {
  competitor_id: number
  name: string
  domain: string
  today: RankOut
  diff_tag: DiffTag
  diff: number | null
}

export interface KeywordRanking {
  engine: Engine
  device: Device
  date: string
  today: RankOut
  yesterday: RankOut
  week_ago: RankOut
  month_ago: RankOut
  initial: RankOut
  initial_date: string | null
  days_of_data: number
  diff_tag: DiffTag
  diff: number | null
  trend: Trend | null
  needs_optimization: boolean
  url: string | null
  check: CheckOut
  sandbox: boolean
  history: HistoryPoint[]
  competitors: CompetitorRank[] | null
}

/** A keyword row of the ranking grid; search volume and CPC only when the API knows them. */
export interface RankedKeyword extends Keyword {
  ranking: KeywordRanking | null
  search_volume?: number | null
  cpc?: number | null
}

/** google_statistics.today: found on page 1, 2, 3 or at 31–100; not found within the depth checked (each
 * outside the top `not_found_depth`); the average over the `found_count` keywords found of `checked_count`. */
export interface Buckets {
  on_first_page_count: number
  on_second_page_count: number
  on_third_page_count: number
  after_third_page_count: number
  not_found_count: number
  not_found_depth: number | null
  no_data_count: number
  found_count: number
  checked_count: number
  average_position: number | null
}

export interface GoogleStatistics {
  today: Buckets
  date: string | null
  engine: Engine
  device: Device
  failed_count: number
  sources: string[]
  sandbox: boolean
}

export interface BestKeyword {
  term: string
  position: number | null
  diff_tag: DiffTag
  diff: number | null
}

export interface ChangedKeyword {
  term: string
  todayPosition: number | null
  diff_tag: DiffTag
  diff: number | null
}

export interface ImportantKeywords {
  best_top3: BestKeyword[]
  ranking_change_top3: ChangedKeyword[]
  date: string | null
  sandbox: boolean
}

/** The latest completed site check, as the dashboard shows it (append=seo_optimization). */
export interface SeoOptimization {
  site_check_id: number
  health_score: number | null
  pages_crawled: number
  finished_at: string | null
  issues: { error: number; warning: number; notice: number }
  broken_links: { internal: number; external: number }
}

export interface DashboardSite extends Site {
  google_statistics: GoogleStatistics
  important_keywords: ImportantKeywords
  /** null until the project has a completed site check */
  seo_optimization: SeoOptimization | null
}

export interface SeriesOut {
  site: 'project' | 'competitor'
  competitor_id: number | null
  name: string
  domain: string
  points: HistoryPoint[]
}

export interface KeywordRankings {
  keyword_id: number
  term: string
  engine: Engine
  device: Device
  start: string
  end: string
  series: SeriesOut[]
  checks: CheckOut[]
  sandbox: boolean
}

export interface SerpTrends {
  start: string
  end: string
  data: { keyword_id: number; term: string; domains: { domain: string; points: HistoryPoint[] }[] }[]
  sandbox: boolean
}

/** One row of a stored result page, marked as ours or a competitor's by the project's match rules. */
export interface SerpRow {
  row: number
  page: number
  absolute_position: number
  position: number | null
  type: string
  url: string
  host: string
  domain: string
  title: string
  snippet: string
  site: 'project' | 'competitor' | null
  competitor_id: number | null
}

/** GET /keywords/{id}/serp: a keyword's whole stored SERP of one day. */
export interface DaySerp {
  keyword_id: number
  term: string
  date: string | null
  source: string | null
  results: SerpRow[]
  sandbox: boolean
}

export interface OperationRef {
  id: number
  type: string
  status: 'in_progress' | 'completed' | 'failed'
  progress: number
  site_id: number | null
  detail: Record<string, unknown>
}

export interface RankingUpdateStatus {
  updating: boolean
  operation: OperationRef | null
  /** manual updates left this month (null: unlimited) */
  remaining: number | null
  /** the project creator's plan's manual updates, as the POST decides them */
  access: FeatureAccess
}

export interface VisibilityPoint {
  date: string
  score: number | null
  keywords_checked: number
}

export interface Visibility {
  engine: Engine
  device: Device
  data: VisibilityPoint[]
  sandbox: boolean
}

export interface Category {
  id: number
  name: string
  keyword_count: number
}
