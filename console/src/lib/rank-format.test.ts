import { describe, expect, it } from 'vitest'
import { chartValue, diffText, diffTone, gaBadge, rankText, sameSite, share, shortUrl, trendColor } from './rank-format'

describe('rank figures', () => {
  it('shows the API label, a dash without a check', () => {
    expect(rankText({ position: 7, label: '7' })).toBe('7')
    expect(rankText({ position: null, label: '>50' })).toBe('>50')
    expect(rankText({ position: null, label: null })).toBe('—')
    expect(rankText(undefined)).toBe('—')
  })

  it('signs a change, positive is better', () => {
    expect(diffText(3)).toBe('+3')
    expect(diffText(-2)).toBe('−2')
    expect(diffText(0)).toBe('0')
    expect(diffText(null)).toBe('—')
  })

  it('reads change tags and SPEC trends', () => {
    expect(['up', 'new', 'down', 'lost', 'same', 'none'].map((t) => diffTone(t as never))).toEqual([
      'good', 'good', 'bad', 'bad', 'neutral', 'neutral',
    ])
    expect(trendColor('progress')).toBe('green')
    expect(trendColor('regression')).toBe('red')
    expect(trendColor('steady')).toBe('default')
    expect(trendColor(null)).toBeNull()
  })

  it('never invents a position for a chart', () => {
    expect(chartValue(12)).toBe(12)
    expect(chartValue(null)).toBeNull()
    expect(chartValue(0)).toBeNull()
  })
})

describe('GA badge (SPEC §2)', () => {
  it('tells GA3 from GA4 by the id prefix', () => {
    expect(gaBadge('ga:123456')).toBe('GA3')
    expect(gaBadge('properties/987')).toBe('GA4')
    expect(gaBadge('UA-1')).toBeNull()
    expect(gaBadge(null)).toBeNull()
  })
})

describe('helpers', () => {
  it('rounds shares and shortens URLs', () => {
    expect(share(1, 3)).toBe(33)
    expect(share(0, 0)).toBe(0)
    expect(shortUrl('https://www.example.tw/coffee?x=1')).toBe('www.example.tw/coffee?x=1')
    expect(shortUrl('https://example.tw/')).toBe('example.tw')
    expect(shortUrl(null)).toBe('—')
    expect(shortUrl('https://bean-journal.tw/%E5%92%96%E5%95%A1')).toBe('bean-journal.tw/咖啡')
    expect(shortUrl('https://bean-journal.tw/%E5%92')).toBe('bean-journal.tw/%E5%92')
  })

  it('matches a SERP domain with a site and its sub-domains', () => {
    expect(sameSite('www.bean-journal.tw', 'bean-journal.tw')).toBe(true)
    expect(sameSite('shop.bean-journal.tw', 'www.bean-journal.tw')).toBe(true)
    expect(sameSite('notbean-journal.tw', 'bean-journal.tw')).toBe(false)
  })
})
