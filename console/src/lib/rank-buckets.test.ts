import { beforeAll, describe, expect, it } from 'vitest'
import type { Buckets } from '@/types/rankings'
import { i18n } from './i18n'
import { averageText, bucketRows } from './rank-buckets'

// A depth-10 project: one keyword on page 1, two known only as ">10", one without a check.
const DEPTH_10: Buckets = {
  on_first_page_count: 1,
  on_second_page_count: 0,
  on_third_page_count: 0,
  after_third_page_count: 0,
  not_found_count: 2,
  not_found_depth: 10,
  no_data_count: 1,
  found_count: 1,
  checked_count: 3,
  average_position: 3,
}

const LOCALES = ['zh-TW', 'zh-CN', 'en', 'ja'] as const

describe('rank buckets', () => {
  beforeAll(async () => {
    await i18n.loadLanguages([...LOCALES])
  })

  it.each<[(typeof LOCALES)[number], string, string]>([
    ['zh-TW', '不在前 10 名', '平均排名 3.0（3 個關鍵字中找到 1 個）'],
    ['zh-CN', '不在前 10 名', '平均排名 3.0（3 个关键词中找到 1 个）'],
    ['en', 'Not in top 10', 'average position 3.0 over 1 of 3 keywords found'],
    ['ja', '上位 10 位圏外', '平均順位 3.0（3 件中 1 件のキーワードが圏内）'],
  ])('%s: keywords not found in a depth of 10 are "not in top 10", not "beyond page 3"', (lng, notFound, average) => {
    const t = i18n.getFixedT(lng)
    const rows = bucketRows(DEPTH_10, t)
    expect(rows.map((row) => [row.key, row.count])).toEqual([
      ['on_first_page_count', 1],
      ['on_second_page_count', 0],
      ['on_third_page_count', 0],
      ['after_third_page_count', 0],
      ['not_found_count', 2],
    ])
    expect(rows[4]).toMatchObject({ label: notFound, range: '>10' })
    expect(averageText(DEPTH_10, t)).toBe(average)
  })

  it('says when no keyword was found, and nothing before a check', () => {
    const t = i18n.getFixedT('en')
    const none = { ...DEPTH_10, on_first_page_count: 0, not_found_count: 3, found_count: 0, average_position: null }
    expect(averageText(none, t)).toBe('none of 3 keywords found within the depth checked')
    const unchecked = { ...none, not_found_count: 0, not_found_depth: null, checked_count: 0, no_data_count: 4 }
    expect(averageText(unchecked, t)).toBeNull()
    expect(bucketRows(unchecked, t)[4]).toMatchObject({ label: 'Not found', range: '—' })
  })
})
