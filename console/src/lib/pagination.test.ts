import { describe, expect, it } from 'vitest'
import type { PaginationMeta } from '@/types/api'
import { pageToShow, pageView } from './pagination'

const meta = (over: Partial<PaginationMeta>): PaginationMeta => ({
  current_page: 1,
  from: 1,
  last_page: 1,
  path: '/api/sites',
  per_page: 20,
  to: 1,
  total: 1,
  ...over,
})

describe('pageView', () => {
  it('is an empty first page before the meta arrives', () => {
    expect(pageView(undefined, 10)).toEqual({ current: 1, pageSize: 10, total: 0, from: 0, to: 0, paged: false })
  })

  it.each<[Partial<PaginationMeta>, Partial<ReturnType<typeof pageView>>]>([
    [{ current_page: 2, from: 21, to: 40, total: 45, last_page: 3 }, { current: 2, from: 21, to: 40, total: 45, paged: true }],
    [{ current_page: 1, from: 1, to: 7, total: 7, last_page: 1 }, { current: 1, from: 1, to: 7, total: 7, paged: false }],
    [{ current_page: 1, from: null, to: null, total: 0, last_page: 1 }, { from: 0, to: 0, total: 0, paged: false }],
    [{ per_page: 10, total: 11, last_page: 2 }, { pageSize: 10, paged: true }],
  ])('maps %j', (input, expected) => {
    expect(pageView(meta(input), 20)).toMatchObject(expected)
  })
})

describe('pageToShow', () => {
  it.each<[Partial<PaginationMeta>, number, number | null]>([
    [{ current_page: 3, last_page: 2, total: 40, from: null, to: null }, 0, 2],
    [{ current_page: 2, last_page: 2, total: 40 }, 20, null],
    [{ current_page: 1, last_page: 1, total: 0, from: null, to: null }, 0, null],
    [{ current_page: 5, last_page: 1, total: 3, from: null, to: null }, 0, 1],
  ])('%j with %i rows → %s', (input, rows, expected) => {
    expect(pageToShow(meta(input), rows)).toBe(expected)
  })
})
