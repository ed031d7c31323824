import { describe, expect, it } from 'vitest'
import { itemPath, overviewBase, linkPage } from './paths'

describe('overviewBase', () => {
  it('keeps the screen in the area it was opened from', () => {
    expect(overviewBase('/seo-checker/3', 3)).toBe('/seo-checker/3')
    expect(overviewBase('/seo-checker/3/links', 3)).toBe('/seo-checker/3')
    expect(overviewBase('/projects/3/site-audit/overview/report', 3)).toBe('/projects/3/site-audit/overview')
    expect(itemPath('/seo-checker/3', 'core-web-vitals')).toBe('/seo-checker/3/core-web-vitals')
  })
})

describe('linkPage', () => {
  it('finds the link or text page of a path', () => {
    expect(linkPage('/projects/3/broken-links', 3)).toBe('brokenLinks')
    expect(linkPage('/projects/3/check-title', 3)).toBe('checkTitle')
    expect(linkPage('/projects/3/check-description', 3)).toBe('checkDescription')
    expect(linkPage('/projects/3/rankings', 3)).toBeNull()
    expect(linkPage('/projects/3/check-titles', 3)).toBeNull()
  })
})
