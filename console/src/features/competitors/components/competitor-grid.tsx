import {
  type ColDef,
  type IDatasource,
} from 'ag-grid-community'
import { DataGrid, gridTheme } from '@/components/data-grid'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { Competitor, Site } from '@/types/projects'
import type { RankedKeyword } from '@/types/rankings'
import { anySandbox, BLOCK_SIZE, blockQuery, lastRow } from '@/lib/rank-datasource'
import { diffText, diffTone, rankText } from '@/lib/rank-format'
import { DEFAULT_STATE } from '@/lib/rank-grid-state'
import { api } from '@/lib/api-client'
import type { Paginated } from '@/types/api'
import { competitorRank, rowLeader } from '../utils/competitor-grid'
import styles from './competitors.module.css'

const STATE = { ...DEFAULT_STATE, tab: 'competitors' as const }
const ROW_HEIGHT = 40
const MAX_HEIGHT = 560
const gridHeight = (total: number | null) =>
  total === null ? MAX_HEIGHT : Math.min(MAX_HEIGHT, 50 + Math.max(total, 3) * ROW_HEIGHT)
const theme = gridTheme(ROW_HEIGHT)

function Cell({ label, diff, tone, leads }: { label: string; diff: string; tone: string; leads: boolean }) {
  return (
    <span className={leads ? styles.leader : undefined}>
      <strong>{label}</strong> <span className={styles[tone]}>{diff}</span>
    </span>
  )
}

interface CompetitorGridProps {
  site: Site
  competitors: Competitor[]
  /** rows in the grid once known: a short list gets a short grid */
  total: number | null
  onTotal: (total: number) => void
  onError: (error: unknown) => void
  /** whether the first block's ranks come from the sandbox */
  onSandbox?: (sandbox: boolean) => void
}

/**
 * Our rank and every competitor's, side by side, a keyword a row: AG Grid's infinite row model over
 * GET /sites/{id}/keywords?tab=competitors (the server pages and sorts; 100 rows a block).
 */
export function CompetitorGrid({ site, competitors, total, onTotal, onError, onSandbox }: CompetitorGridProps) {
  const { t } = useTranslation('competitors')

  const columns = useMemo<ColDef<RankedKeyword>[]>(
    () => [
      { colId: 'text', field: 'text', headerName: t('grid.keyword'), sortable: true, pinned: 'left', minWidth: 220, flex: 2 },
      {
        colId: 'today',
        headerName: site.domain,
        sortable: true,
        minWidth: 150,
        flex: 1,
        cellRenderer: ({ data }: { data?: RankedKeyword }) =>
          data?.ranking ? (
            <Cell
              label={rankText(data.ranking.today)}
              diff={diffText(data.ranking.diff)}
              tone={diffTone(data.ranking.diff_tag)}
              leads={rowLeader(data) === 'project'}
            />
          ) : null,
      },
      ...competitors.map<ColDef<RankedKeyword>>((competitor) => ({
        colId: `c${competitor.id}`,
        headerName: competitor.domain,
        headerTooltip: competitor.name,
        minWidth: 150,
        flex: 1,
        cellRenderer: ({ data }: { data?: RankedKeyword }) => {
          const entry = competitorRank(data, competitor.id)
          return entry ? (
            <Cell
              label={rankText(entry.today)}
              diff={diffText(entry.diff)}
              tone={diffTone(entry.diff_tag)}
              leads={rowLeader(data) === competitor.id}
            />
          ) : null
        },
      })),
    ],
    [t, site.domain, competitors],
  )

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: ({ startRow, endRow, sortModel, successCallback, failCallback }) => {
        const query = blockQuery(startRow, endRow, sortModel, STATE)
        api
          .get<Paginated<RankedKeyword>>(`/sites/${site.id}/keywords`, { query, progress: startRow === 0 })
          .then((page) => {
            onTotal(page.meta.total)
            if (startRow === 0) onSandbox?.(anySandbox(page.data))
            successCallback(page.data, lastRow(startRow, page.data.length, Number(query.per_page), page.meta.total))
          })
          .catch((error: unknown) => {
            onError(error)
            failCallback()
          })
      },
    }),
    // a new competitor is a new column and new figures: read again
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [site.id, competitors],
  )

  return (
    <div className={styles.grid} style={{ height: gridHeight(total) }} data-testid="competitor-grid">
      <DataGrid<RankedKeyword>
        theme={theme}
        rowModelType="infinite"
        cacheBlockSize={BLOCK_SIZE}
        maxBlocksInCache={20}
        datasource={datasource}
        columnDefs={columns}
        getRowId={({ data }) => String(data.id)}
        empty={t('grid.empty')}
      />
    </div>
  )
}
