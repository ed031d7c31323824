/**
 * The competitor ranking grid's pure pieces: a competitor's figures in a keyword row, and who holds
 * the best position in a row (our site or a competitor) so the grid can mark it.
 */
import type { CompetitorRank, RankedKeyword } from '@/types/rankings'

export function competitorRank(row: RankedKeyword | undefined, competitorId: number): CompetitorRank | undefined {
  return row?.ranking?.competitors?.find((entry) => entry.competitor_id === competitorId)
}

/** 'project', a competitor id, or null when nobody ranks (ties go to our site). */
export function rowLeader(row: RankedKeyword | undefined): 'project' | number | null {
  const ours = row?.ranking?.today.position ?? null
  let best: { who: 'project' | number; position: number } | null = ours === null ? null : { who: 'project', position: ours }
  for (const entry of row?.ranking?.competitors ?? []) {
    const position = entry.today.position
    if (position !== null && (best === null || position < best.position)) best = { who: entry.competitor_id, position }
  }
  return best?.who ?? null
}
