import type { ColDef, GridApi, ICellRendererParams, SelectionChangedEvent } from 'ag-grid-community'
import { Tag, Tooltip } from 'antd'
import { memo, useCallback, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DataGrid, gridTheme } from '@/components/data-grid'
import type { Idea } from '../api/suggestions'
import { trendPath, volumeOf } from '../utils/suggestion-filters'

const RIGHT = { textAlign: 'right' } as const

const theme = gridTheme(40, 42)

// difficulty bands (analytics/research/difficulty.py): green to red
export const BAND_COLORS: Record<string, string> = { easy: 'green', medium: 'gold', hard: 'orange', very_hard: 'red' }
const COMPETITION_COLORS = ['green', 'cyan', 'gold', 'orange', 'red']
const INTENT_COLORS: Record<string, string> = {
  informational: 'blue',
  navigational: 'purple',
  commercial: 'gold',
  transactional: 'green',
}

/** 12 months of volume as a small inline SVG: a thousand rows draw a thousand paths, no chart library. */
const TrendCell = memo(function TrendCell({ idea }: { idea: Idea }) {
  const volumes = idea.metrics?.trend.map((point) => point.volume) ?? []
  const path = trendPath(volumes, 96, 24)
  if (!path) return <span style={{ color: '#bfbfbf' }}>—</span>
  const title = idea.metrics!.trend.map((point) => `${point.month.slice(0, 7)}: ${point.volume.toLocaleString()}`).join('\n')
  return (
    <svg width={96} height={24} role="img" aria-label={title} style={{ verticalAlign: 'middle' }}>
      <title>{title}</title>
      <path d={path} fill="none" stroke="#00b1c8" strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  )
})

const number = (value: number | null | undefined) => (value === null || value === undefined ? null : value)

interface GridProps {
  ideas: Idea[]
  onSelect: (keywords: string[]) => void
  /** the grid's API once it is ready (the export reads the rows in the order shown) */
  onReady: (api: GridApi<Idea>) => void
  empty: string
  /** a search is running */
  loading: boolean
  /** no search yet: no "nothing matches" text */
  quiet: boolean
}

/** Every idea of a search (the client-side row model: 1,000 rows sort and filter in the browser). */
export function SuggestionsGrid({ ideas, onSelect, onReady, empty, loading, quiet }: GridProps) {
  const { t } = useTranslation('research')
  const competitionText = useCallback(
    (level: number | null | undefined) =>
      level === null || level === undefined ? t('suggestions.competition.unknown') : `${level} · ${t(`suggestions.competition.${level}`)}`,
    [t],
  )

  const columns = useMemo<ColDef<Idea>[]>(
    () => [
      {
        colId: 'keyword',
        headerName: t('suggestions.columns.keyword'),
        field: 'keyword',
        pinned: 'left',
        width: 240,
        sort: null,
        tooltipField: 'keyword',
        cellRenderer: (p: ICellRendererParams<Idea>) =>
          p.data ? (
            <span data-keyword={p.data.keyword}>
              {p.data.keyword}
              {p.data.question && (
                <Tag color="geekblue" style={{ marginLeft: 6 }}>
                  {t('suggestions.columns.question')}
                </Tag>
              )}
            </span>
          ) : null,
      },
      {
        colId: 'volume',
        headerName: t('suggestions.columns.volume'),
        width: 120,
        type: 'rightAligned',
        cellStyle: RIGHT,
        sortingOrder: ['desc', 'asc', null],
        valueGetter: (p) => (p.data ? volumeOf(p.data) : null),
        valueFormatter: (p) => (p.value === null || p.value === undefined ? '—' : Number(p.value).toLocaleString()),
      },
      {
        colId: 'trend',
        headerName: t('suggestions.columns.trend'),
        width: 130,
        sortable: false,
        cellRenderer: (p: ICellRendererParams<Idea>) => (p.data ? <TrendCell idea={p.data} /> : null),
      },
      {
        colId: 'cpc',
        headerName: t('suggestions.columns.cpc'),
        width: 110,
        type: 'rightAligned',
        cellStyle: RIGHT,
        sortingOrder: ['desc', 'asc', null],
        valueGetter: (p) => number(p.data?.metrics?.cpc_usd),
        valueFormatter: (p) => (p.value === null || p.value === undefined ? '—' : `$${Number(p.value).toFixed(2)}`),
        tooltipValueGetter: (p) =>
          p.data?.metrics?.cpc_low_usd != null && p.data.metrics.cpc_high_usd != null
            ? `$${p.data.metrics.cpc_low_usd.toFixed(2)} – $${p.data.metrics.cpc_high_usd.toFixed(2)}`
            : undefined,
      },
      {
        colId: 'competition',
        headerName: t('suggestions.columns.competition'),
        width: 130,
        sortingOrder: ['desc', 'asc', null],
        valueGetter: (p) => number(p.data?.metrics?.competition),
        cellRenderer: (p: ICellRendererParams<Idea>) => {
          const level = p.data?.metrics?.competition
          if (!p.data) return null
          return level === null || level === undefined ? (
            <span style={{ color: '#8c8c8c' }}>{competitionText(level)}</span>
          ) : (
            <Tag color={COMPETITION_COLORS[level]} data-competition={level}>
              {competitionText(level)}
            </Tag>
          )
        },
      },
      {
        colId: 'difficulty',
        headerName: t('suggestions.columns.difficulty'),
        width: 120,
        sortingOrder: ['desc', 'asc', null],
        valueGetter: (p) => number(p.data?.difficulty?.score),
        cellRenderer: (p: ICellRendererParams<Idea>) => {
          const found = p.data?.difficulty
          if (!p.data) return null
          if (!found) return <span style={{ color: '#bfbfbf' }}>—</span>
          return (
            <Tooltip title={found.band_label}>
              <Tag color={BAND_COLORS[found.band]} data-band={found.band}>
                {found.score}
              </Tag>
            </Tooltip>
          )
        },
      },
      {
        colId: 'intent',
        headerName: t('suggestions.columns.intent'),
        width: 190,
        valueGetter: (p) => p.data?.intent.primary ?? null,
        cellRenderer: (p: ICellRendererParams<Idea>) =>
          p.data?.intent.intents.map((intent) => (
            <Tag key={intent} color={INTENT_COLORS[intent]} data-intent={intent}>
              {t(`suggestions.intent.${intent}`)}
            </Tag>
          )) ?? null,
      },
      {
        colId: 'source',
        headerName: t('suggestions.columns.source'),
        width: 140,
        valueGetter: (p) => p.data?.origin_label ?? '',
      },
    ],
    [t, competitionText],
  )

  const selectionChanged = useCallback(
    (event: SelectionChangedEvent<Idea>) => onSelect(event.api.getSelectedRows().map((idea) => idea.keyword)),
    [onSelect],
  )

  return (
    <div style={{ height: 640 }} data-testid="suggestions-grid">
      <DataGrid<Idea>
        theme={theme}
        rowData={ideas}
        columnDefs={columns}
        defaultColDef={{ resizable: true, sortable: true }}
        rowSelection={{ mode: 'multiRow', checkboxes: true, headerCheckbox: true, selectAll: 'filtered' }}
        selectionColumnDef={{ pinned: 'left' }}
        getRowId={(p) => p.data.keyword}
        onSelectionChanged={selectionChanged}
        // the live grid's API: a grid started again (a new language) replaces the one first ready
        onGridReady={(event) => onReady(event.api)}
        onModelUpdated={(event) => onReady(event.api)}
        tooltipShowDelay={300}
        // nine columns: all drawn, so every figure of a row is on the page (rows are still virtual)
        suppressColumnVirtualisation
        loading={loading}
        suppressNoRowsOverlay={quiet}
        empty={empty}
      />
    </div>
  )
}
