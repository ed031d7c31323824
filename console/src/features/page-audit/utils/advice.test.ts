import { describe, expect, it } from 'vitest'
import type { Advice } from '../types'
import { adviceDetail, adviceMeasure, groupAdvice, measuredText } from './advice'

const item = (id: string, passed: boolean, evidence: Record<string, unknown> = {}): Advice => ({
  id,
  passed,
  weight: 5,
  title: id,
  fix: `fix ${id}`,
  evidence,
})

describe('groupAdvice', () => {
  const advice = [
    item('title.length', true, { characters: 28, range: [25, 32] }),
    item('h1.single', true, { h1: ['咖啡'] }),
    item('title.suggested_keywords', false, { found: ['咖啡'], minimum: 2 }),
    item('content.target_keywords', false, { occurrences: 2, counts: { 咖啡豆: 2 }, minimum: 5 }),
    item('url.length', true, { characters: 20, max_characters: 100 }),
    item('something.new', false),
  ]

  it('keeps page order of groups and drops empty ones, unknown ids last', () => {
    expect(groupAdvice(advice).map((group) => group.key)).toEqual(['title', 'headings', 'content', 'url', 'other'])
  })

  it('puts failed items first in a group and counts them', () => {
    const [title] = groupAdvice(advice)
    expect(title.items.map((a) => a.id)).toEqual(['title.suggested_keywords', 'title.length'])
    expect(title.failed).toBe(1)
    expect(groupAdvice(advice).find((g) => g.key === 'headings')?.failed).toBe(0)
  })
})

describe('adviceMeasure', () => {
  it('reads found against needed from each kind of evidence', () => {
    expect(adviceMeasure(item('title.length', false, { text: '短い', characters: 2, range: [25, 32] }))).toEqual({
      found: 2,
      needed: '25–32',
      unit: 'characters',
    })
    // a missing title or description has no text to read a range for
    expect(adviceMeasure(item('description.length', false, { text: '', characters: 0 }))?.needed).toBeNull()
    expect(adviceMeasure(item('h1.single', false, { h1: ['a', 'b'] }))).toEqual({ found: 2, needed: '1', unit: 'headings' })
    expect(adviceMeasure(item('description.suggested_keywords', false, { found: ['x'], minimum: 2 }))).toEqual({
      found: 1,
      needed: '≥ 2',
      unit: 'keywords',
    })
    expect(adviceMeasure(item('content.suggested_terms', false, { occurrences: 7, counts: {}, minimum: 10 }))).toEqual({
      found: 7,
      needed: '≥ 10',
      unit: 'times',
    })
    expect(adviceMeasure(item('images.alt', false, { images: 3, missing: ['/a.png'] }))).toEqual({
      found: 1,
      needed: '0',
      unit: 'missingAlt',
    })
    expect(adviceMeasure(item('url.level', true, { levels: 2, max_levels: 5 }))).toEqual({ found: 2, needed: '≤ 5', unit: 'levels' })
    expect(adviceMeasure(item('title.unique', false, { duplicates: ['https://a.tw/x'] }))?.found).toBe(1)
    expect(adviceMeasure(item('social.og_image', false))).toBeNull()
  })
})

describe('adviceDetail', () => {
  it('lists per-keyword counts, most first, and what was found or missing', () => {
    expect(adviceDetail(item('content.target_keywords', false, { counts: { a: 1, b: 3 } }))).toEqual({
      kind: 'counts',
      items: [
        ['b', 3],
        ['a', 1],
      ],
    })
    expect(adviceDetail(item('h1.suggested_keywords', true, { found: ['咖啡'] }))).toEqual({ kind: 'keywords', items: ['咖啡'] })
    expect(adviceDetail(item('images.alt', false, { missing: ['/x.png'] }))).toEqual({ kind: 'images', items: ['/x.png'] })
    expect(adviceDetail(item('h1.single', false, { h1: [] }))).toBeNull()
  })

  it('gives the text a length was measured on', () => {
    expect(measuredText(item('title.length', true, { text: '台北咖啡' }))).toBe('台北咖啡')
    expect(measuredText(item('title.length', false, { text: '' }))).toBeNull()
  })
})
