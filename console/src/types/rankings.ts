/**
 * Shapes of the rankings API (api/rankings/schemas.py) and the rank figures on GET /sites/{id}/keywords,
 * generated from its OpenAPI schema; what the API does not describe is written here.
 */
import type { Keyword, Site } from './projects'
import type { Schema } from './api'

export type KeywordRanking = Schema<'KeywordRanking'>
export type Engine = KeywordRanking['engine']
export type Device = KeywordRanking['device']
export type DiffTag = KeywordRanking['diff_tag']
export type Trend = NonNullable<KeywordRanking['trend']>
/** The grid's period and tab (query values the console picks, not shapes the API sends). */
export type Period = '7' | '30' | '90' | 'all'
export type Tab = 'all' | 'worst_decline' | 'best' | 'most_improved' | 'pinned' | 'competitors'

/** `position` 1-100 or null; `label` what a grid shows ("7", ">30"), null when there was no check. */
export type RankOut = Schema<'RankOut'>
export type HistoryPoint = Schema<'HistoryPoint'>
export type CheckOut = Schema<'CheckOut'>
export type CompetitorRank = Schema<'CompetitorRank'>

/** A keyword row of the ranking grid (append=ranking). Search volume, CPC (USD) and competition 0-4
 * come from the research store in a second call (POST /sites/{id}/keyword_metrics) and join the row
 * once it answers: absent until then, null when nobody has researched the keyword. */
export type RankedKeyword = Keyword & {
  ranking: KeywordRanking | null
  search_volume?: number | null
  cpc?: number | null
  competition?: number | null
}

/** google_statistics.today: found on page 1, 2, 3 or at 31–100; not found within the depth checked (each
 * outside the top `not_found_depth`); the average over the `found_count` keywords found of `checked_count`. */
export type Buckets = Schema<'BucketsOut'>
export type GoogleStatistics = Schema<'GoogleStatistics'>
export type BestKeyword = Schema<'BestKeyword'>
export type ChangedKeyword = Schema<'ChangedKeyword'>
export type ImportantKeywords = Schema<'ImportantKeywords'>

/** The latest completed site check, as the dashboard shows it (append=seo_optimization). */
export type SeoOptimization = Schema<'SeoOptimization'>

/** GET /sites/{id}?append=google_statistics,important_keywords,seo_optimization: the first two always
 * there; the site check null until the project has a completed one. */
export type DashboardSite = Site & {
  google_statistics: GoogleStatistics
  important_keywords: ImportantKeywords
  seo_optimization: SeoOptimization | null
}

export type SeriesOut = Schema<'SeriesOut'>
export type KeywordRankings = Schema<'KeywordRankingsOut'>
export type SerpTrends = Schema<'SerpTrendsOut'>

/** One row of a stored result page, marked as ours or a competitor's by the project's match rules. */
export type SerpRow = Schema<'SerpRowOut'>

/** GET /keywords/{id}/serp: a keyword's whole stored SERP of one day. */
export type DaySerp = Schema<'DaySerpOut'>

export type OperationRef = Schema<'OperationRef'>
export type RankingUpdateStatus = Schema<'RankingUpdateStatus'>
export type VisibilityPoint = Schema<'VisibilityPointOut'>
export type Visibility = Schema<'VisibilityOut'>
export type Category = Schema<'CategoryOut'>
