import { describe, expect, it } from 'vitest'
import type { PageCheckFinding } from '../types'
import { findingCounts, groupByCategory, normalizePageUrl } from './page-report'

const finding = (check: string, category: string, severity: PageCheckFinding['severity'], title?: string) =>
  ({ check, category, category_title: title, severity, title: check, description: '', fix: '', items: [] }) as PageCheckFinding

describe('groupByCategory', () => {
  it('keeps the API order of categories and findings, titled in the user language', () => {
    const groups = groupByCategory([
      finding('title.missing', 'search-appearance', 'error', '搜尋外觀'),
      finding('images.alt_missing', 'images', 'warning', '圖片'),
      finding('description.missing', 'search-appearance', 'warning', '搜尋外觀'),
    ])
    expect(groups.map((g) => [g.title, g.findings.map((f) => f.check)])).toEqual([
      ['搜尋外觀', ['title.missing', 'description.missing']],
      ['圖片', ['images.alt_missing']],
    ])
  })

  it('counts failed checks by severity', () => {
    expect(findingCounts([finding('a', 'x', 'error'), finding('b', 'x', 'notice'), finding('c', 'y', 'notice')])).toEqual({
      error: 1,
      warning: 0,
      notice: 2,
    })
  })
})

describe('normalizePageUrl', () => {
  it('accepts web addresses, assuming https', () => {
    expect(normalizePageUrl(' example.tw/咖啡 ')).toBe('https://example.tw/%E5%92%96%E5%95%A1')
    expect(normalizePageUrl('http://127.0.0.1:8080/a')).toBe('http://127.0.0.1:8080/a')
  })

  it('refuses what is not one', () => {
    expect(normalizePageUrl('')).toBeNull()
    expect(normalizePageUrl('ftp://example.tw')).toBeNull()
    expect(normalizePageUrl('not a url')).toBeNull()
  })
})
