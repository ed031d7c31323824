import { describe, expect, it } from 'vitest'
import { historyPoints, overviewSearch, parseOverviewQuery, percent } from './overview-query'

describe('the overview URL query', () => {
  it('reads a shared link, CJK keyword and all', () => {
    const params = parseOverviewQuery(new URLSearchParams('keyword=%E6%89%8B%E6%B2%96%E5%92%96%E5%95%A1&country=jp&language=ja'))
    expect(params).toEqual({ keyword: '手沖咖啡', country: 'JP', language: 'ja' })
  })

  it('falls back to Taiwan and Traditional Chinese, with no keyword', () => {
    expect(parseOverviewQuery(new URLSearchParams(''))).toEqual({ keyword: '', country: 'TW', language: 'zh-TW' })
  })

  it('writes what it reads back', () => {
    const params = { keyword: ' 台北 美食 ', country: 'TW', language: 'zh-TW' }
    expect(parseOverviewQuery(new URLSearchParams(overviewSearch(params)))).toEqual({ ...params, keyword: '台北 美食' })
  })
})

describe('the figures', () => {
  it('shows shares as percentages', () => {
    expect(percent(0.2)).toBe('20%')
    expect(percent(0.333)).toBe('33%')
  })

  it('labels the history by month', () => {
    expect(historyPoints([{ month: '2026-01-01', volume: 880 }])).toEqual([{ month: '2026-01', volume: 880 }])
  })
})
