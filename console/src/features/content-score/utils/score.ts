import type { ScoreChip } from '../api/content-score'

export type ScoreTone = 'good' | 'fair' | 'poor'

/** Good at or above the suggested score, fair from 60% of it, poor below. */
export function scoreTone(score: number, suggested: number): ScoreTone {
  if (score >= suggested) return 'good'
  return score >= suggested * 0.6 ? 'fair' : 'poor'
}

export const TONE_COLORS: Record<ScoreTone, string> = { good: '#389e0d', fair: '#d48806', poor: '#cf1322' }

/** "used / wanted" as a chip shows it. */
export function chipCount(chip: Pick<ScoreChip, 'used' | 'wanted'>): string {
  return `${chip.used} / ${chip.wanted}`
}
