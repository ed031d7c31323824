import { describe, expect, it } from 'vitest'
import { axisDepth, axisTicks, compareIssue, topDomains, trendRows } from './rank-trend'

const p = (date: string, position: number | null) => ({ date, position, label: position === null ? null : String(position) })

describe('trendRows', () => {
  it('pivots lines into one row per day, in date order', () => {
    const rows = trendRows([
      { key: 'a', name: 'a.tw', points: [p('2026-11-02', 3), p('2026-11-01', 1)] },
      { key: 'b', name: 'b.tw', points: [p('2026-11-01', 7)] },
    ])
    expect(rows).toEqual([
      { date: '2026-11-01', a: 1, b: 7 },
      { date: '2026-11-02', a: 3, b: null },
    ])
  })

  it('leaves days without a position empty (a gap), never 0 or 100', () => {
    const rows = trendRows([{ key: 'a', name: 'a', points: [p('2026-11-01', null), p('2026-11-02', 0), p('2026-11-03', 5)] }])
    expect(rows.map((r) => r.a)).toEqual([null, null, 5])
  })
})

describe('topDomains', () => {
  it('keeps the domains ranked most days, then by best average, and drops never-ranked ones', () => {
    const domains = [
      { domain: 'rare.tw', points: [p('d1', 1), p('d2', null)] },
      { domain: 'steady.tw', points: [p('d1', 5), p('d2', 6)] },
      { domain: 'better.tw', points: [p('d1', 2), p('d2', 3)] },
      { domain: 'never.tw', points: [p('d1', null)] },
    ]
    expect(topDomains(domains, 2).map((d) => d.domain)).toEqual(['better.tw', 'steady.tw'])
    expect(topDomains(domains, 10).map((d) => d.domain)).toEqual(['better.tw', 'steady.tw', 'rare.tw'])
  })
})

describe('axisDepth', () => {
  it('ends the inverted axis at a tidy depth', () => {
    expect(axisDepth([{ date: 'd', a: 4 }], ['a'])).toBe(10)
    expect(axisDepth([{ date: 'd', a: 11, b: null }], ['a', 'b'])).toBe(20)
    expect(axisDepth([{ date: 'd', a: 64 }], ['a'])).toBe(100)
    expect(axisDepth([], ['a'])).toBe(10)
  })
})

describe('axisTicks', () => {
  it('starts at 1 and steps in round numbers to the depth', () => {
    expect(axisTicks(10)).toEqual([1, 5, 10])
    expect(axisTicks(30)).toEqual([1, 10, 20, 30])
    expect(axisTicks(50)).toEqual([1, 10, 20, 30, 40, 50])
    expect(axisTicks(100)).toEqual([1, 20, 40, 60, 80, 100])
  })
})

describe('compareIssue', () => {
  it('allows up to 10 groups and names the limit beyond', () => {
    expect(compareIssue(10)).toBeNull()
    expect(compareIssue(11)).toEqual({ code: 'rankings.compare_limit', params: { max: 10 } })
  })
})
