/**
 * The keyword gap's tabs (SPEC §4: common, lead, behind, missing, unique, all, exclude) as pure
 * functions: the tab in the query string, the count each tab shows from GET keyword_gap/stats, what
 * a row's action does in a tab, and how a rank compares with a competitor's.
 */
import type { Schema } from '@/types/api'
import type { RankOut } from '@/types/rankings'

export const GAP_TABS = ['common', 'lead', 'behind', 'missing', 'unique', 'all', 'exclude'] as const
export type GapTab = (typeof GAP_TABS)[number]

export type GapStats = Schema<'GapStatsOut'>

/** The tab named in the query string, else the first (common). */
export function parseGapTab(value: string | null | undefined): GapTab {
  return GAP_TABS.find((tab) => tab === value) ?? 'common'
}

/** Each tab with the API's count, in SPEC order; no counts yet: null. */
export function tabCounts(stats: GapStats | undefined): { tab: GapTab; count: number | null }[] {
  return GAP_TABS.map((tab) => ({ tab, count: stats ? stats[tab] : null }))
}

/** In the exclude tab a row goes back into the comparison; everywhere else it is excluded. */
export function exclusionAction(tab: GapTab): 'include' | 'exclude' {
  return tab === 'exclude' ? 'include' : 'exclude'
}

export type Standing = 'ahead' | 'behind' | 'tie' | 'none'

/** Our rank against a competitor's in one keyword (a position only when within the depth fetched). */
export function standing(ours: RankOut, theirs: RankOut): Standing {
  if (ours.position === null && theirs.position === null) return 'none'
  if (theirs.position === null) return 'ahead'
  if (ours.position === null) return 'behind'
  if (ours.position === theirs.position) return 'tie'
  return ours.position < theirs.position ? 'ahead' : 'behind'
}
