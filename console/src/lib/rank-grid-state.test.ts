import { describe, expect, it } from 'vitest'
import { DEFAULT_STATE, gridSearch, parseGridState } from './rank-grid-state'

describe('grid query-string state', () => {
  it('reads defaults from an empty query', () => {
    expect(parseGridState('')).toEqual(DEFAULT_STATE)
  })

  it('reads every filter and drops invalid values', () => {
    expect(parseGridState('tab=best&period=90&engine=yahoo_jp&device=mobile&q=%E5%92%96%E5%95%A1&category=4')).toEqual({
      ...DEFAULT_STATE, tab: 'best', period: '90', engine: 'yahoo_jp', device: 'mobile', q: '咖啡', category: 4,
    })
    expect(parseGridState('tab=nope&period=12&engine=bing&device=tv&category=-1&start=2025-13')).toEqual(DEFAULT_STATE)
  })

  it('orders a reversed date range', () => {
    const state = parseGridState('start=2025-06-30&end=2025-06-01')
    expect([state.start, state.end]).toEqual(['2025-06-01', '2025-06-30'])
  })

  it('round-trips and leaves defaults out, keeping other parameters', () => {
    const state = { ...DEFAULT_STATE, tab: 'pinned' as const, start: '2025-06-01', q: ' 台北 ' }
    const search = gridSearch(state, 'keyword=12&tab=best')
    expect(search).toBe('keyword=12&tab=pinned&start=2025-06-01&q=%E5%8F%B0%E5%8C%97')
    expect(parseGridState(search)).toEqual({ ...state, q: '台北' })
    expect(gridSearch(DEFAULT_STATE)).toBe('')
  })
})
