/**
 * AG Grid's infinite row model asks for rows [startRow, endRow) with a sort model; the API pages by
 * page and per_page and sorts by one of its keys. A block is exactly one page (the grid's
 * cacheBlockSize equals per_page), so a block's first row is always on a page boundary.
 */
import type { QueryValue } from '@/lib/api-client'
import type { RankedKeyword } from '@/types/rankings'
import type { GridState } from './rank-grid-state'

/** Rows per request and per grid block (the API's maximum per_page is 100). */
export const BLOCK_SIZE = 100

export interface SortItem {
  colId: string
  sort: 'asc' | 'desc' | null | undefined
}

/** Grid columns the server can order by, and the API's sort key for each. */
export const SORTABLE: Record<string, string> = { text: 'text', today: 'position', created_at: 'created_at' }

/** The movers tabs are ordered by the tab itself; only all, pinned and competitors take a sort. */
export const tabSorts = (tab: GridState['tab']) => !['worst_decline', 'best', 'most_improved'].includes(tab)

export function sortParam(sortModel: SortItem[], tab: GridState['tab']): string | undefined {
  if (!tabSorts(tab)) return undefined
  const first = sortModel.find((item) => item.sort && SORTABLE[item.colId])
  if (!first) return undefined
  return `${first.sort === 'desc' ? '-' : ''}${SORTABLE[first.colId]}`
}

/** The GET /sites/{id}/keywords query of one block. */
export function blockQuery(
  startRow: number,
  endRow: number,
  sortModel: SortItem[],
  state: GridState,
): Record<string, QueryValue> {
  const perPage = Math.max(1, Math.min(BLOCK_SIZE, endRow - startRow))
  return {
    page: Math.floor(startRow / perPage) + 1,
    per_page: perPage,
    tab: state.tab,
    sort: sortParam(sortModel, state.tab),
    engine: state.engine ?? undefined,
    device: state.device ?? undefined,
    // an explicit start date wins over the period (the API reads start first)
    start: state.start ?? undefined,
    end: state.end ?? undefined,
    period: state.start ? undefined : state.period,
    'filter[text]': state.q || undefined,
    'filter[category_id]': state.category ?? undefined,
  }
}

/** The grid's lastRow: the total once the last page is known, else -1 (more rows to scroll to). */
export function lastRow(startRow: number, received: number, requested: number, total: number): number {
  if (received < requested) return startRow + received
  return total
}

/** Whether a block of rows shows sandbox ranks (made up by the sandbox SERP source): the grid's page is
 * labelled as the dashboard is. */
export function anySandbox(rows: RankedKeyword[]): boolean {
  return rows.some((row) => row.ranking?.sandbox === true)
}
