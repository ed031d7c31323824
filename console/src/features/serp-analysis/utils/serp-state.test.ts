import { describe, expect, it } from 'vitest'
import { parseSerpState, serpSearch, sharePercent } from './serp-state'

describe('SERP analysis query string', () => {
  it('reads project, view, interval, period and keywords, with defaults for the rest', () => {
    const state = parseSerpState(new URLSearchParams('site=4&view=competitors&interval=1m&kw=3,9,3,x'), 'trend')
    expect(state).toEqual({ site: 4, view: 'competitors', interval: '1m', period: '30', keywords: [3, 9] })
    expect(parseSerpState(new URLSearchParams('interval=2d&period=5&site=-1'), 'competitors')).toEqual({
      site: null, view: 'competitors', interval: '7d', period: '30', keywords: [],
    })
  })

  it('never keeps more than 10 keywords', () => {
    const kw = Array.from({ length: 12 }, (_, i) => i + 1).join(',')
    expect(parseSerpState(new URLSearchParams(`kw=${kw}`), 'trend').keywords).toHaveLength(10)
  })

  it('writes only what differs from the defaults, and reads back the same state', () => {
    const state = { site: 2, view: 'trend' as const, interval: '3d' as const, period: '90' as const, keywords: [5, 6] }
    const search = serpSearch(state, 'trend')
    expect(search.toString()).toBe('site=2&interval=3d&period=90&kw=5%2C6')
    expect(parseSerpState(search, 'trend')).toEqual(state)
  })
})

describe('sharePercent', () => {
  it('shows the API share as a percentage', () => {
    expect(sharePercent(0.6)).toBe('60%')
    expect(sharePercent(0.1234)).toBe('12.3%')
    expect(sharePercent(0)).toBe('0%')
  })
})
