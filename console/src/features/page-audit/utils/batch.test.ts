import { describe, expect, it } from 'vitest'
import { batchRows, canBatchAudit, checkBatch, HTTP_URL } from './batch'

describe('checkBatch', () => {
  const rows = [
    { url: 'https://a.jp/1', title: null, keyword: ' 東京 カフェ ' },
    { url: 'https://a.jp/2', title: null, keyword: '   ' },
    { url: 'https://a.jp/3', title: null, keyword: '' },
  ]

  it('sends only ticked pages, with the keyword trimmed', () => {
    expect(checkBatch(rows, new Set(['https://a.jp/1']))).toEqual({
      pages: [{ url: 'https://a.jp/1', target_keyword: '東京 カフェ' }],
      missing: [],
    })
  })

  it('names every ticked page without a keyword (blank counts as none); unticked ones do not matter', () => {
    expect(checkBatch(rows, new Set(['https://a.jp/1', 'https://a.jp/2'])).missing).toEqual(['https://a.jp/2'])
    expect(checkBatch(rows, new Set()).pages).toEqual([])
  })
})

describe('batchRows', () => {
  it('lists audited pages with their keyword, then crawled pages not audited yet, each URL once', () => {
    expect(
      batchRows(
        [{ url: 'https://a.jp/1', title: 'One', target_keyword: 'カフェ' }],
        [
          { url: 'https://a.jp/1', title: 'One' },
          { url: 'https://a.jp/2', title: 'Two' },
        ],
      ),
    ).toEqual([
      { url: 'https://a.jp/1', title: 'One', keyword: 'カフェ' },
      { url: 'https://a.jp/2', title: 'Two', keyword: '' },
    ])
  })
})

describe('canBatchAudit', () => {
  it('is SPEC §6: advanced (10) and the premium plans, not trials or basic', () => {
    expect([10, 7, 5, 12, 13, 14, 15].every(canBatchAudit)).toBe(true)
    expect([2, 8, 3, 1].some(canBatchAudit)).toBe(false)
    expect(canBatchAudit(null)).toBe(false)
  })
})

describe('HTTP_URL', () => {
  it('takes http(s) addresses with a host, including IPs and CJK paths', () => {
    expect(['https://a.jp/カフェ', 'http://127.0.0.1:8080/p.html'].every((url) => HTTP_URL.test(url))).toBe(true)
    expect(['a.jp/x', 'ftp://a.jp', 'https://', 'https:// a.jp'].some((url) => HTTP_URL.test(url))).toBe(false)
  })
})
