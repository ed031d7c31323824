import { describe, expect, it } from 'vitest'
import { GAP_TABS, exclusionAction, parseGapTab, standing, tabCounts } from './gap-tabs'

const rank = (position: number | null) => ({ position, label: position === null ? '>50' : String(position) })
const stats = { date: '2026-11-23', common: 1, lead: 0, behind: 1, missing: 2, unique: 1, all: 5, exclude: 3, no_data: 0, sandbox: true }

describe('gap tabs', () => {
  it('are SPEC’s seven, in order', () => {
    expect(GAP_TABS).toEqual(['common', 'lead', 'behind', 'missing', 'unique', 'all', 'exclude'])
  })

  it('read the tab from the query string, falling back to common', () => {
    expect(parseGapTab('missing')).toBe('missing')
    expect(parseGapTab('exclude')).toBe('exclude')
    expect(parseGapTab('nonsense')).toBe('common')
    expect(parseGapTab(null)).toBe('common')
  })

  it('show the API’s counts per tab, unknown until loaded', () => {
    expect(tabCounts(stats)).toEqual([
      { tab: 'common', count: 1 },
      { tab: 'lead', count: 0 },
      { tab: 'behind', count: 1 },
      { tab: 'missing', count: 2 },
      { tab: 'unique', count: 1 },
      { tab: 'all', count: 5 },
      { tab: 'exclude', count: 3 },
    ])
    expect(tabCounts(undefined).every((entry) => entry.count === null)).toBe(true)
  })

  it('exclude from every tab but the exclude tab, which includes again', () => {
    expect(exclusionAction('behind')).toBe('exclude')
    expect(exclusionAction('all')).toBe('exclude')
    expect(exclusionAction('exclude')).toBe('include')
  })
})

describe('standing against a competitor', () => {
  it('compares positions, a missing rank losing to any rank', () => {
    expect(standing(rank(3), rank(8))).toBe('ahead')
    expect(standing(rank(8), rank(3))).toBe('behind')
    expect(standing(rank(5), rank(5))).toBe('tie')
    expect(standing(rank(40), rank(null))).toBe('ahead')
    expect(standing(rank(null), rank(2))).toBe('behind')
    expect(standing(rank(null), rank(null))).toBe('none')
  })
})
