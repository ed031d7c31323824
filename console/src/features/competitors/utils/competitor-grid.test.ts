import { describe, expect, it } from 'vitest'
import type { RankedKeyword } from '@/types/rankings'
import { competitorRank, rowLeader } from './competitor-grid'

const rank = (position: number | null) => ({ position, label: position === null ? '>50' : String(position) })

function row(ours: number | null, rivals: [number, number | null][]): RankedKeyword {
  return {
    id: 1,
    text: '台北 咖啡廳',
    ranking: {
      today: rank(ours),
      competitors: rivals.map(([id, position]) => ({
        competitor_id: id, name: `c${id}`, domain: `c${id}.tw`, today: rank(position), diff_tag: 'none', diff: null,
      })),
    },
  } as unknown as RankedKeyword
}

describe('competitor grid', () => {
  it('finds a competitor’s figures in a row', () => {
    expect(competitorRank(row(3, [[7, 5], [8, null]]), 8)?.today.label).toBe('>50')
    expect(competitorRank(row(3, [[7, 5]]), 9)).toBeUndefined()
    expect(competitorRank(undefined, 7)).toBeUndefined()
  })

  it('marks who ranks best, our site on a tie, nobody when none ranks', () => {
    expect(rowLeader(row(3, [[7, 5], [8, 1]]))).toBe(8)
    expect(rowLeader(row(2, [[7, 2]]))).toBe('project')
    expect(rowLeader(row(null, [[7, 9]]))).toBe(7)
    expect(rowLeader(row(null, [[7, null]]))).toBeNull()
  })
})
