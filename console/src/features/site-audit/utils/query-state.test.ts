import { describe, expect, it } from 'vitest'
import { auditSearch, DEFAULT_QUERY, parseAuditQuery } from './query-state'

describe('parseAuditQuery', () => {
  it('reads the defaults from an empty or invalid query', () => {
    expect(parseAuditQuery('')).toEqual(DEFAULT_QUERY)
    expect(parseAuditQuery('check=x&severity=fatal&page=-2&type=both&filter=long&status=6xx&q=%20')).toEqual(DEFAULT_QUERY)
  })

  it('reads every valid value', () => {
    expect(parseAuditQuery('check=12&severity=warning&page=3&type=external&filter=duplicate&status=4xx&q=%20咖啡%20')).toEqual({
      check: 12,
      severity: 'warning',
      page: 3,
      type: 'external',
      filter: 'duplicate',
      status: '4xx',
      q: '咖啡',
    })
  })
})

describe('auditSearch', () => {
  it('leaves defaults out and keeps other parameters', () => {
    expect(auditSearch('locale=ja&severity=error', { severity: null })).toBe('locale=ja')
    expect(auditSearch('', { severity: 'notice' })).toBe('severity=notice')
  })

  it('starts a new filter from page 1, and moves pages without touching the filter', () => {
    expect(auditSearch('severity=error&page=4', { severity: 'warning' })).toBe('severity=warning')
    expect(auditSearch('severity=error', { page: 2 })).toBe('severity=error&page=2')
    expect(auditSearch('page=2', { page: 1 })).toBe('')
  })

  it('round-trips a state', () => {
    const search = auditSearch('', { check: 7, type: 'internal', filter: 'too_long', status: 'none', q: 'menu' })
    expect(parseAuditQuery(search)).toEqual({ ...DEFAULT_QUERY, check: 7, type: 'internal', filter: 'too_long', status: 'none', q: 'menu' })
  })
})
