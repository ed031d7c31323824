import { describe, expect, it } from 'vitest'
import { outline, textStats } from './text-stats'

describe('textStats', () => {
  it('counts CJK characters one by one and finds words without spaces', () => {
    const stats = textStats('保濕精華液怎麼挑？\n選擇 Vitamin C 精華', 'zh-TW')
    expect(stats.characters).toBe(21) // spaces and the line break not counted, punctuation counted
    expect(stats.cjk).toBe(12)
    expect(stats.words).toBeGreaterThan(4) // segmented by dictionary, not 3 space-separated runs
  })

  it('counts an emoji with a modifier and a family as one character each', () => {
    expect(textStats('👍🏽👨‍👩‍👧', 'en').characters).toBe(2)
  })

  it('counts Japanese kana and kanji', () => {
    expect(textStats('日焼け止めの選び方', 'ja').cjk).toBe(9)
  })
})

describe('outline', () => {
  it('lists the non-empty headings in order with their levels', () => {
    const blocks = [
      { type: 'heading', attrs: { level: 1 }, text: '保濕精華' },
      { type: 'paragraph', text: '內文' },
      { type: 'heading', attrs: { level: 2 }, text: ' 成分 ' },
      { type: 'heading', attrs: { level: 3 }, text: '' },
    ]
    expect(outline(blocks)).toEqual([{ level: 1, text: '保濕精華' }, { level: 2, text: '成分' }])
  })
})
