import { describe, expect, it } from 'vitest'
import { compareTargets, day, figure, monthPoints, parseResearchQuery, relText, researchSearch } from './site-research-query'

describe('the research query', () => {
  it('reads the target, market and tab, with defaults', () => {
    expect(parseResearchQuery(new URLSearchParams('target=%20rival.tw%20&country=jp&language=ja&tab=anchors'))).toEqual({
      target: 'rival.tw', country: 'JP', language: 'ja', tab: 'anchors',
    })
    expect(parseResearchQuery(new URLSearchParams('tab=nonsense'))).toEqual({ target: '', country: 'TW', language: 'zh-TW', tab: 'backlinks' })
  })

  it('writes what it reads back', () => {
    const params = { target: '咖啡.台灣', country: 'TW', language: 'zh-TW', tab: 'organic-keywords' as const }
    expect(parseResearchQuery(new URLSearchParams(researchSearch(params)))).toEqual(params)
  })
})

describe('compareTargets', () => {
  it('splits lines, commas and spaces, drops repeats and keeps five', () => {
    expect(compareTargets('a.tw\nb.tw, a.tw，c.tw  d.tw、e.tw f.tw g.tw')).toEqual({ targets: ['a.tw', 'b.tw', 'c.tw', 'd.tw', 'e.tw'], extra: 2 })
    expect(compareTargets('  ')).toEqual({ targets: [], extra: 0 })
  })
})

describe('formats', () => {
  it.each([
    [1234567, 0, '1,234,567'],
    [47.25, 1, '47.3'],
    [null, 0, '—'],
  ])('figure(%s, %s) = %s', (value, digits, text) => expect(figure(value, digits)).toBe(text))

  it('shows rel, days and months', () => {
    expect(relText([])).toBe('follow')
    expect(relText(['nofollow', 'ugc'])).toBe('nofollow ugc')
    expect(day('2026-11-27T03:04:05Z')).toBe('2026-11-27')
    expect(day(null)).toBe('—')
    expect(monthPoints([{ month: '2026-10-01', value: 3 }])).toEqual([{ month: '2026-10', value: 3 }])
  })
})
