import { describe, expect, it } from 'vitest'
import type { PageCheckFinding } from '@/types/site-audit'
import { categoryTitle, findingCounts, groupByCategory, normalizePageUrl } from './page-report'

const finding = (check: string, category: string, severity: PageCheckFinding['severity'], items = 1) =>
  ({ check, category, severity, title: check, description: '', fix: '', items: Array(items).fill({ evidence: {} }) }) as PageCheckFinding

describe('groupByCategory', () => {
  it('keeps the API order of categories and findings, titled in the user language', () => {
    const groups = groupByCategory(
      [
        finding('title.missing', 'search-appearance', 'error'),
        finding('images.alt_missing', 'images', 'warning'),
        finding('description.missing', 'search-appearance', 'warning'),
      ],
      'zh-TW',
    )
    expect(groups.map((g) => [g.title, g.findings.map((f) => f.check)])).toEqual([
      ['搜尋外觀', ['title.missing', 'description.missing']],
      ['圖片', ['images.alt_missing']],
    ])
  })

  it('counts findings by severity as the API does (every item of a failed check)', () => {
    expect(findingCounts([finding('a', 'x', 'error'), finding('b', 'x', 'notice', 3), finding('c', 'y', 'notice')])).toEqual({
      error: 1,
      warning: 0,
      notice: 4,
    })
  })

  it('titles categories from the catalogue in every language', () => {
    expect(categoryTitle('core-web-vitals', 'ja')).toBe('ウェブに関する主な指標')
    expect(categoryTitle('images', 'zh-CN')).toBe('图片')
    expect(categoryTitle('images', 'xx')).toBe('Images')
    expect(categoryTitle('no-such', 'en')).toBe('no-such')
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
