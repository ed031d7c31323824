import { describe, expect, it } from 'vitest'
import { answerSummary, parseHistoryKind, parseTab, pastedUrls, searchConsoleBlocker, verdictColor } from './indexing'

describe('index submission screen rules', () => {
  it('reads the tab from the query string, sitemaps by default', () => {
    expect(parseTab('indexnow')).toBe('indexnow')
    expect(parseTab('history')).toBe('history')
    expect(parseTab('nonsense')).toBe('sitemaps')
    expect(parseTab(null)).toBe('sitemaps')
    expect(parseHistoryKind('inspection')).toBe('inspection')
    expect(parseHistoryKind('other')).toBe('all')
  })

  it('takes pasted URLs one per line, trimmed, without blanks or repeats', () => {
    expect(pastedUrls(' https://a.tw/1 \n\nhttps://a.tw/2,https://a.tw/1\thttps://a.tw/3\n')).toEqual([
      'https://a.tw/1',
      'https://a.tw/2',
      'https://a.tw/3',
    ])
    expect(pastedUrls('  \n ')).toEqual([])
  })

  it('colours the inspection verdicts', () => {
    expect(verdictColor('PASS')).toBe('green')
    expect(verdictColor('FAIL')).toBe('red')
    expect(verdictColor('PARTIAL')).toBe('gold')
    expect(verdictColor('NEUTRAL')).toBe('default')
    expect(verdictColor(null)).toBe('default')
  })

  it('names what keeps Search Console out of reach: the link first, then the property', () => {
    expect(searchConsoleBlocker('not_authorized', 'https://a.tw/')).toBe('notLinked')
    expect(searchConsoleBlocker('expired', null)).toBe('expired')
    expect(searchConsoleBlocker('authorized', null)).toBe('noProperty')
    expect(searchConsoleBlocker('authorized', 'sc-domain:a.tw')).toBeNull()
  })
})

describe('answer summaries', () => {
  it('say what each service answered', () => {
    expect(
      answerSummary({ kind: 'inspection', status: 'ok', answer: { verdict: 'PASS', coverageState: 'Submitted and indexed' } }),
    ).toBe('PASS · Submitted and indexed')
    expect(
      answerSummary({ kind: 'indexing', status: 'ok', answer: { type: 'URL_UPDATED', notifyTime: '2026-11-27T09:00:00Z' } }),
    ).toBe('URL_UPDATED 2026-11-27T09:00:00Z')
    expect(answerSummary({ kind: 'indexnow', status: 'ok', answer: { http_status: 202 } })).toBe('HTTP 202')
    expect(answerSummary({ kind: 'sitemap', status: 'failed', answer: { http_status: 403 } })).toBe('HTTP 403')
    expect(answerSummary({ kind: 'indexing', status: 'refused', answer: { type: 'URL_UPDATED' } })).toBe('')
  })
})
