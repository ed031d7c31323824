import { describe, expect, it } from 'vitest'
import { chosenKeywords, figure, listIdOf } from './list-items'

const ITEMS = [
  { id: 3, keyword: '手沖咖啡' },
  { id: 7, keyword: 'iPhone 16' },
  { id: 9, keyword: '咖啡豆' },
]

describe('list detail helpers', () => {
  it('reads a list id from the route and refuses anything else', () => {
    expect(listIdOf('12')).toBe(12)
    expect([listIdOf('0'), listIdOf('abc'), listIdOf('1.5'), listIdOf(undefined), listIdOf('99999999999999999999')]).toEqual([
      null, null, null, null, null,
    ])
  })

  it('acts on the selected keywords, or on all of them when none is selected', () => {
    expect(chosenKeywords(ITEMS, [])).toEqual(['手沖咖啡', 'iPhone 16', '咖啡豆'])
    expect(chosenKeywords(ITEMS, [9, 3])).toEqual(['手沖咖啡', '咖啡豆'])
  })

  it('shows unknown figures as a dash and known ones grouped', () => {
    expect([figure(null), figure(undefined), figure(12100), figure(1.234, 2), figure(0)]).toEqual(['–', '–', '12,100', '1.23', '0'])
  })
})
