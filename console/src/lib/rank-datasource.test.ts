import { describe, expect, it } from 'vitest'
import type { RankedKeyword } from '@/types/rankings'
import { anySandbox, blockQuery, lastRow, sortParam } from './rank-datasource'
import { DEFAULT_STATE } from './rank-grid-state'

describe('infinite datasource → API parameters', () => {
  it('maps a block to a page', () => {
    const query = blockQuery(200, 300, [], DEFAULT_STATE)
    expect(query).toMatchObject({ page: 3, per_page: 100, tab: 'all', period: '30', sort: undefined })
  })

  it('maps the sort of server-sortable columns only, and not on the movers tabs', () => {
    expect(sortParam([{ colId: 'today', sort: 'asc' }], 'all')).toBe('position')
    expect(sortParam([{ colId: 'text', sort: 'desc' }], 'pinned')).toBe('-text')
    expect(sortParam([{ colId: 'url', sort: 'asc' }], 'all')).toBeUndefined()
    expect(sortParam([{ colId: 'today', sort: 'asc' }], 'worst_decline')).toBeUndefined()
  })

  it('sends filters: the start date wins over the period', () => {
    const state = { ...DEFAULT_STATE, tab: 'best' as const, start: '2025-06-01', end: '2025-06-30', engine: 'google' as const,
      device: 'mobile' as const, q: '咖啡', category: 7 }
    expect(blockQuery(0, 100, [], state)).toEqual({
      page: 1, per_page: 100, tab: 'best', sort: undefined, engine: 'google', device: 'mobile', start: '2025-06-01',
      end: '2025-06-30', period: undefined, 'filter[text]': '咖啡', 'filter[category_id]': 7,
    })
  })

  it('knows the last row', () => {
    expect(lastRow(0, 100, 100, 250)).toBe(250)
    expect(lastRow(200, 50, 100, 250)).toBe(250)
    expect(lastRow(200, 30, 100, 250)).toBe(230)
  })
})

describe('anySandbox', () => {
  const row = (sandbox: boolean | null) =>
    ({ id: 1, text: 'k', ranking: sandbox === null ? null : { sandbox } }) as unknown as RankedKeyword
  it.each([
    [[row(false), row(true)], true],
    [[row(false), row(null)], false],
    [[], false],
  ])('%#', (rows, expected) => expect(anySandbox(rows)).toBe(expected))
})
