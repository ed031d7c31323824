import { describe, expect, it } from 'vitest'
import type { Issue } from '@/types/site-audit'
import { bySeverity, categoryCounts, healthTone, isSeverity, totalOf } from './severity'

const issue = (check: string, severity: Issue['severity']) =>
  ({ check, severity, category: 'links', title: check, description: '', fix: '', urls: 1 }) as Issue

describe('severities', () => {
  it('knows the three severities only', () => {
    expect(['error', 'warning', 'notice'].every(isSeverity)).toBe(true)
    expect(isSeverity('fatal')).toBe(false)
    expect(isSeverity(null)).toBe(false)
  })

  it('orders issues most serious first, keeping the catalogue order within a severity', () => {
    const issues = [issue('a', 'notice'), issue('b', 'error'), issue('c', 'warning'), issue('d', 'error')]
    expect(bySeverity(issues).map((i) => i.check)).toEqual(['b', 'd', 'c', 'a'])
  })

  it('reads a category row as severity counts', () => {
    const counts = categoryCounts({ category: 'links', title: 'Links', errors: 2, warnings: 5, notices: 1 })
    expect(counts).toEqual({ error: 2, warning: 5, notice: 1 })
    expect(totalOf(counts)).toBe(8)
  })
})

describe('healthTone', () => {
  it('reads 80 and up as good, 50 and up as fair, below as poor, no score as none', () => {
    expect([100, 80, 79, 50, 49, 0].map(healthTone)).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor'])
    expect(healthTone(null)).toBe('none')
  })
})
