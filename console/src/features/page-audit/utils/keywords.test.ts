import { describe, expect, it } from 'vitest'
import type { Advice } from '../types'
import { countOccurrences, keywordRows } from './keywords'

describe('countOccurrences', () => {
  it('finds CJK phrases anywhere and Latin ones as whole words, folded', () => {
    expect(countOccurrences('台北美食：台北最好吃的美食', '台北')).toBe(2)
    expect(countOccurrences('ＳＥＯ tips for SEOul', 'seo')).toBe(1)
    expect(countOccurrences('東京カフェ巡り、東京 カフェ', '東京カフェ')).toBe(1)
    expect(countOccurrences('東京カフェ', '')).toBe(0)
  })
})

describe('keywordRows', () => {
  const advice: Advice[] = [
    { id: 'content.target_keywords', passed: false, weight: 10, title: '', fix: '', evidence: { occurrences: 3, counts: { 東京カフェ: 3 }, minimum: 5 } },
  ]
  const report = {
    keywords: { target: ['東京カフェ'], suggested: ['喫茶店'], terms: [] },
    advice,
    page: {
      status_code: 200,
      final_url: 'https://a.jp/',
      title: '東京カフェ案内',
      description: '東京カフェと喫茶店、東京カフェ',
      h1: ['東京カフェ'],
      h2: ['喫茶店', '東京カフェの選び方'],
    },
  }

  it('counts each part of the page, the content from the server’s evidence', () => {
    expect(keywordRows(report, 'target')).toEqual([{ keyword: '東京カフェ', title: 1, description: 2, h1: 1, h2: 1, content: 3 }])
  })

  it('leaves the content count out when the content was not checked for that kind', () => {
    expect(keywordRows(report, 'suggested')).toEqual([{ keyword: '喫茶店', title: 0, description: 1, h1: 0, h2: 1, content: null }])
    expect(keywordRows(report, 'terms')).toEqual([])
  })
})
