import { describe, expect, it } from 'vitest'
import { operationStatusLook, operationTypeKey } from './operation-labels'

describe('operationTypeKey', () => {
  it.each([
    ['ranking_report', 'types.ranking_report'],
    ['keyword_on_page_check', 'types.keyword_on_page_check'],
    ['keyword_on_page_check_export', 'types.keyword_on_page_check_export'],
    ['keyword_gap_competitor', 'types.keyword_gap_competitor'],
    ['keyword_suggestions_export', 'types.keyword_suggestions_export'],
    ['site_check', 'types.site_check'],
    ['page_audit', 'types.page_audit'],
    ['ranking_update', 'types.ranking_update'],
    ['site_audit', 'types.other'],
    ['', 'types.other'],
    ['toString', 'types.other'],
    ['other', 'types.other'],
  ])('%s → %s', (type, key) => {
    expect(operationTypeKey(type)).toBe(key)
  })
})

describe('operationStatusLook', () => {
  it.each([
    ['in_progress', 'status.in_progress', 'processing'],
    ['completed', 'status.completed', 'success'],
    ['failed', 'status.failed', 'error'],
    ['paused', 'status.unknown', 'default'],
  ])('%s → %s (%s)', (status, key, color) => {
    expect(operationStatusLook(status)).toEqual({ key, color })
  })
})
