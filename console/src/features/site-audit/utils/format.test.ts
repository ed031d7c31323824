import { describe, expect, it } from 'vitest'
import { crawlPercent, evidenceEntries, evidenceValue, isRunning, lengthText, linkStatus, pathText, urlText } from './format'

describe('crawlPercent', () => {
  const check = { state: 'in_progress' as const, pages_crawled: 0, pages_queued: 0, max_pages: 500 }

  it('is crawled of what is known to crawl, within the page budget', () => {
    expect(crawlPercent(check)).toBe(0)
    expect(crawlPercent({ ...check, pages_crawled: 25, pages_queued: 75 })).toBe(25)
    expect(crawlPercent({ ...check, pages_crawled: 100, pages_queued: 900, max_pages: 200 })).toBe(50)
  })

  it('stays below 100 until the check is completed', () => {
    expect(crawlPercent({ ...check, pages_crawled: 10, pages_queued: 0 })).toBe(99)
    expect(crawlPercent({ ...check, state: 'completed', pages_crawled: 10 })).toBe(100)
  })

  it('tells running states apart', () => {
    expect(['pending', 'in_progress', 'completed', 'failed'].map((s) => isRunning(s as never))).toEqual([true, true, false, false])
  })
})

describe('evidence', () => {
  it('shows each value short: lists joined, objects as JSON, long texts cut', () => {
    expect(evidenceValue(['a', 'b'])).toBe('a, b')
    expect(evidenceValue({ x: 1 })).toBe('{"x":1}')
    expect(evidenceValue(null)).toBe('—')
    expect(evidenceValue('咖'.repeat(200), 10)).toBe(`${'咖'.repeat(9)}…`)
    expect(evidenceValue(58)).toBe('58')
  })

  it('keeps the order the check wrote', () => {
    expect(evidenceEntries({ text: '台北咖啡', characters: 4, range: [25, 32] })).toEqual([
      ['文字', '台北咖啡'],
      ['字數', '4'],
      ['建議範圍', '25, 32'],
    ])
    expect(evidenceEntries(undefined)).toEqual([])
    expect(evidenceEntries({ url: 'https://a.tw/x', status: 404 }, 'https://a.tw/x')).toEqual([['狀態碼', '404']])
    expect(evidenceEntries({ url: 'https://a.tw/y' }, 'https://a.tw/x')).toEqual([['網址', 'https://a.tw/y']])
  })

  it('names each field as the CSV export heads it, in the user’s language; an unknown field by its name', async () => {
    const { i18n } = await import('@/lib/i18n')
    const evidence = { href: '/menu', status: 404, 'og:image': 'cover.jpg', 'x-powered-by': 'PHP', later_field: 1 }
    await i18n.changeLanguage('en')
    expect(evidenceEntries(evidence).map(([label]) => label)).toEqual(['Link', 'Status code', 'og:image', 'X-Powered-By', 'later_field'])
    await i18n.changeLanguage('ja')
    expect(evidenceEntries(evidence).map(([label]) => label)).toEqual(['リンク', 'ステータスコード', 'og:image', 'X-Powered-By', 'later_field'])
    await i18n.changeLanguage('zh-CN')
    expect(evidenceEntries({ canonical: 'https://a.tw/', hreflangs: ['zh-TW'] })).toEqual([
      ['规范网址', 'https://a.tw/'],
      ['hreflang 代码', 'zh-TW'],
    ])
    await i18n.changeLanguage('zh-TW')
  })
})

describe('links and measures', () => {
  it('shows the HTTP status, else the fetch error', () => {
    expect(linkStatus({ status_code: 404, error: null })).toBe('404')
    expect(linkStatus({ status_code: null, error: 'timeout' })).toBe('連線逾時')
    expect(linkStatus({ status_code: null, error: null })).toBe('—')
  })

  it('decodes CJK paths and shows a length with its advised range', () => {
    expect(urlText('https://a.tw/%E5%92%96%E5%95%A1')).toBe('https://a.tw/咖啡')
    expect(lengthText(28, [25, 32])).toBe('28 (25–32)')
    expect(lengthText(0, null)).toBe('0')
  })
})

describe('pathText', () => {
  const site = 'http://www.example.test:4770'

  it("shows the path of a URL on the site's host, with or without www", () => {
    expect(pathText('http://www.example.test:4770/blog/post-1?page=2', site)).toBe('/blog/post-1?page=2')
    expect(pathText('http://example.test:4770/about', site)).toBe('/about')
    expect(pathText('http://www.example.test:4770', site)).toBe('/')
  })

  it('keeps the host of a URL elsewhere (an external link, another port)', () => {
    expect(pathText('https://news.example.org/gone', site)).toBe('news.example.org/gone')
    expect(pathText('http://www.example.test:8080/x', site)).toBe('www.example.test:8080/x')
    expect(pathText('https://news.example.org/', site)).toBe('news.example.org')
  })

  it('reads internationalized hosts and encoded paths as people do', () => {
    const crawled = `https://${new URL('https://牛肉麵.tw').host}/%E6%9B%B4%E5%A4%9A` // the crawl's punycode host
    expect(pathText(crawled, 'https://牛肉麵.tw')).toBe('/更多')
    expect(pathText('not a url', site)).toBe('not a url')
  })
})

describe('codes among the evidence in the user’s language', () => {
  it('names a fetch error and a reading as the server’s texts do, and keeps other values', async () => {
    const { i18n } = await import('@/lib/i18n')
    await i18n.changeLanguage('en')
    expect(linkStatus({ status_code: null, error: 'dns' })).toBe('Domain name not found (DNS)')
    expect(linkStatus({ status_code: null, error: 'tls: certificate verify failed' })).toBe('SSL/TLS certificate error')
    expect(evidenceEntries({ reading: 'cjk', text: 'ok' })).toEqual([
      ['Measured as', 'Chinese or Japanese (counted in characters)'],
      ['Text', 'ok'],
    ])
    await i18n.changeLanguage('ja')
    expect(linkStatus({ status_code: null, error: 'dns' })).toBe('ドメイン名を解決できません（DNS）')
    await i18n.changeLanguage('zh-TW')
  })
})
