/** The API's pagination meta (SPEC §3) turned into what a list screen shows. */
import type { PaginationMeta } from '@/types/api'

export interface PageView {
  /** the page shown (1-based) */
  current: number
  pageSize: number
  total: number
  /** 1-based positions of the first and last rows on this page; 0 when the page is empty */
  from: number
  to: number
  /** more than one page: show the pager */
  paged: boolean
}

export function pageView(meta: PaginationMeta | undefined, fallbackPageSize: number): PageView {
  if (!meta) return { current: 1, pageSize: fallbackPageSize, total: 0, from: 0, to: 0, paged: false }
  return {
    current: meta.current_page,
    pageSize: meta.per_page,
    total: meta.total,
    from: meta.from ?? 0,
    to: meta.to ?? 0,
    paged: meta.last_page > 1,
  }
}

/**
 * The page to ask for when the current one came back empty but earlier pages exist (the last rows
 * of the last page were deleted, or a filter shrank the list): the new last page. Null otherwise.
 */
export function pageToShow(meta: PaginationMeta | undefined, rows: number): number | null {
  if (!meta || rows > 0 || meta.total === 0 || meta.current_page <= meta.last_page) return null
  return Math.max(meta.last_page, 1)
}
