import { describe, expect, it } from 'vitest'
import { type Finding, paragraphBlocks, segments } from './marks'

const finding = (match: string, start: number, end: number, category = 'TW-FT-GUARANTEE'): Finding => ({
  match,
  occurrence: 0,
  start,
  end,
  category,
  main_category: 'TW-FT',
  law: '公平交易法第21條',
  rule: '公平法§21',
  why: '保證',
  severity: 'forbidden',
  alternative: null,
  unverified: false,
  source: 'rules',
})

describe('segments', () => {
  it('cuts the text around each finding', () => {
    const pieces = segments('這款膠囊保證瘦身。', [finding('保證', 4, 6), finding('瘦身', 6, 8, 'TW-FOOD-APPEAR')])
    expect(pieces.map((p) => [p.text, p.findings.map((f) => f.match)])).toEqual([
      ['這款膠囊', []],
      ['保證', ['保證']],
      ['瘦身', ['瘦身']],
      ['。', []],
    ])
  })

  it('gives overlapping findings to the piece they share', () => {
    const pieces = segments('全台第一品牌', [finding('全台第一', 0, 4), finding('第一', 2, 4, 'TW-FT-SUPERLATIVE')])
    expect(pieces.map((p) => [p.text, p.findings.length])).toEqual([
      ['全台', 1],
      ['第一', 2],
      ['品牌', 0],
    ])
  })

  it('counts offsets in code points, as the API does', () => {
    const pieces = segments('😀保證有效', [finding('保證', 1, 3)])
    expect(pieces.map((p) => p.text)).toEqual(['😀', '保證', '有效'])
    expect(pieces[1].findings).toHaveLength(1)
  })

  it('ignores findings outside an edited text', () => {
    expect(segments('短', [finding('保證', 4, 6)])).toEqual([{ text: '短', findings: [] }])
  })
})

describe('paragraphBlocks', () => {
  it('moves each finding into its block', () => {
    const text = '每天兩顆。\n\n  保證瘦身，\n一個月見效。'
    const blocks = paragraphBlocks(text, [finding('保證', 9, 11)])
    expect(blocks.map((b) => b.text)).toEqual(['每天兩顆。', '保證瘦身，\n一個月見效。'])
    expect(blocks[0].findings).toEqual([])
    expect(blocks[1].findings.map((f) => [f.start, f.end])).toEqual([[0, 2]])
  })
})
