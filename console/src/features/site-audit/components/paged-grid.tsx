import type { ColDef, IDatasource } from 'ag-grid-community'
import { useMemo, useRef, useState } from 'react'
import { DataGrid, gridTheme } from '@/components/data-grid'
import { BLOCK_SIZE, lastRow } from '@/lib/rank-datasource'
import type { Paginated } from '@/types/api'
import styles from './site-audit.module.css'

const ROW_HEIGHT = 44
const MAX_HEIGHT = 600
const theme = gridTheme(ROW_HEIGHT)

/** A short list gets a short grid; a long one scrolls inside 600 px. */
const gridHeight = (total: number | null, rowHeight: number) =>
  total === null ? MAX_HEIGHT : Math.min(MAX_HEIGHT, 60 + Math.max(total, 3) * rowHeight)

/** The grid's first sorted column, for the API's sort and order. */
export interface GridSort {
  colId: string
  order: 'asc' | 'desc'
}

interface PagedGridProps<T> {
  columns: ColDef<T>[]
  /** one API page (page is 1-based, per_page at most 100), sorted as the grid asks */
  fetchPage: (page: number, perPage: number, sort: GridSort | null) => Promise<Paginated<T>>
  /** changes when the rows must be read again (a filter) */
  version: string
  rowId: (row: T) => string
  empty: string
  testId: string
  rowHeight?: number
  onTotal?: (total: number | null) => void
  onError: (error: unknown) => void
}

/**
 * AG Grid Community's infinite row model over a paged list of the API: one block per API page, so a
 * crawl of 100,000 URLs never comes down at once.
 */
export function PagedGrid<T>({ columns, fetchPage, version, rowId, empty, testId, rowHeight = ROW_HEIGHT, onTotal, onError }: PagedGridProps<T>) {
  const [total, setTotal] = useState<number | null>(null)
  const callbacks = useRef({ fetchPage, onTotal, onError })
  callbacks.current = { fetchPage, onTotal, onError }

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: ({ startRow, endRow, sortModel, successCallback, failCallback }) => {
        const perPage = Math.max(1, Math.min(BLOCK_SIZE, endRow - startRow))
        const sorted = sortModel.find((item) => item.sort)
        callbacks.current
          .fetchPage(Math.floor(startRow / perPage) + 1, perPage, sorted ? { colId: sorted.colId, order: sorted.sort } : null)
          .then((page) => {
            setTotal(page.meta.total)
            callbacks.current.onTotal?.(page.meta.total)
            successCallback(page.data, lastRow(startRow, page.data.length, perPage, page.meta.total))
          })
          .catch((error: unknown) => {
            callbacks.current.onError(error)
            failCallback()
          })
      },
    }),
    // a new version is a new datasource: every block is read again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [version],
  )

  return (
    <div className={styles.grid} style={{ height: gridHeight(total, rowHeight) }} data-testid={testId}>
      <DataGrid<T>
        theme={theme}
        rowModelType="infinite"
        cacheBlockSize={BLOCK_SIZE}
        maxBlocksInCache={20}
        rowHeight={rowHeight}
        datasource={datasource}
        columnDefs={columns}
        getRowId={({ data }) => rowId(data)}
        tooltipShowDelay={300}
        empty={empty}
      />
    </div>
  )
}
