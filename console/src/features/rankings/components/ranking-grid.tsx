import { PushpinFilled, PushpinOutlined } from '@ant-design/icons'
import {
  type ColDef,
  type GridApi,
  type ICellRendererParams,
  type IDatasource,
} from 'ag-grid-community'
import { Tag } from 'antd'
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { DataGrid, gridTheme } from '@/components/data-grid'
import { formatUsd } from '@/lib/keyword-figures'
import type { Competitor } from '@/types/projects'
import { type EmptyReason, rankedKeywordsPage } from '../api/queries'
import { getKeywordMetrics } from '../api/keyword-metrics'
import type { RankedKeyword, RankOut } from '@/types/rankings'
import { sparklinePath } from '../utils/chart'
import { anySandbox, BLOCK_SIZE, blockQuery, lastRow, tabSorts } from '@/lib/rank-datasource'
import { diffText, diffTone, rankText, readableUrl, shortUrl, trendColor } from '@/lib/rank-format'
import type { GridState } from '@/lib/rank-grid-state'
import styles from './rankings.module.css'

const RIGHT = { textAlign: 'right' } as const

const theme = gridTheme(40, 42)

/** Columns a person can hide or show (the keyword column always stays). */
export const OPTIONAL_COLUMNS = [
  'today',
  'yesterday',
  'week_ago',
  'month_ago',
  'initial',
  'change',
  'trend',
  'url',
  'search_volume',
  'clicks',
  'impressions',
  'cpc',
  'competition',
  'tags',
] as const
export const HIDDEN_BY_DEFAULT = new Set(['cpc', 'competition'])
/** The columns of SPEC §3's keyword fields, read from the research store apart from the ranks. */
const METRIC_COLUMNS = ['search_volume', 'cpc', 'competition']

/** A figure's cell: '' while the row or its figures load, '—' when the keyword has none. */
function figureText(row: RankedKeyword | undefined, value: number | null | undefined, format: (value: number) => string): string {
  if (!row || value === undefined) return ''
  return value === null ? '—' : format(value)
}

function Sparkline({ row }: { row: RankedKeyword }) {
  const path = sparklinePath(row.ranking?.history ?? [], 90, 24)
  const color = trendColor(row.ranking?.trend)
  return path ? (
    <svg className={styles.sparkline} width={90} height={24} aria-hidden>
      <path d={path} fill="none" stroke={color === 'red' ? '#dc2626' : color === 'green' ? '#16a34a' : '#00b1c8'} strokeWidth={2} strokeLinecap="round" />
    </svg>
  ) : (
    <span className={styles.neutral}>—</span>
  )
}

interface GridProps {
  siteId: number
  state: GridState
  competitors: Competitor[]
  hidden: Set<string>
  canEdit: boolean
  /** bumped to read the rows again (after an update or an edit) */
  version: number
  onOpen: (row: RankedKeyword) => void
  onPin: (row: RankedKeyword) => void
  /** the tab's number of keywords (null while unknown), and why it is empty when the API says */
  onTotal: (total: number | null, emptyReason?: EmptyReason | null) => void
  onError: (error: unknown) => void
  /** whether the first block's ranks come from the sandbox */
  onSandbox?: (sandbox: boolean) => void
}

/**
 * The ranking performance grid: AG Grid Community's infinite row model, one block per API page; the
 * server sorts, filters and pages, so 100,000 keywords never come down at once.
 */
export function RankingGrid({ siteId, state, competitors, hidden, canEdit, version, onOpen, onPin, onTotal, onError, onSandbox }: GridProps) {
  const { t } = useTranslation('rankings')
  const callbacks = useRef({ onTotal, onError, onSandbox })
  callbacks.current = { onTotal, onError, onSandbox }
  const gridApi = useRef<GridApi<RankedKeyword> | null>(null)
  const metricsShown = METRIC_COLUMNS.some((column) => !hidden.has(column))

  const datasource = useMemo<IDatasource>(
    () => ({
      getRows: (params) => {
        const query = blockQuery(params.startRow, params.endRow, params.sortModel, state)
        rankedKeywordsPage(siteId, query)
          .then((page) => {
            callbacks.current.onTotal(page.meta.total, page.empty_reason)
            if (params.startRow === 0) callbacks.current.onSandbox?.(anySandbox(page.data))
            params.successCallback(page.data, lastRow(params.startRow, page.data.length, params.endRow - params.startRow, page.meta.total))
            if (metricsShown) void joinMetrics(page.data)
          })
          .catch((error: unknown) => {
            callbacks.current.onError(error)
            params.failCallback()
          })
      },
    }),
    // version: a new datasource reads every block again; so does showing a figure column
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [siteId, state, version, metricsShown],
  )

  // The block's rows are shown at once; their figures join them when the research store answers (a
  // keyword without figures shows —). A failure leaves the cells empty: the ranks are what the grid is for.
  async function joinMetrics(rows: RankedKeyword[]) {
    try {
      const figures = await getKeywordMetrics(siteId, rows.map((row) => row.id))
      for (const row of rows) {
        const found = figures.get(row.id)
        gridApi.current?.getRowNode(String(row.id))?.setData({
          ...row,
          search_volume: found?.volume ?? null,
          cpc: found?.cpc_usd ?? null,
          competition: found?.competition ?? null,
        })
      }
    } catch {
      // the ranks stay; the figure cells stay empty
    }
  }

  useEffect(() => {
    callbacks.current.onTotal(null)
  }, [datasource])

  const rank = useCallback(
    (key: 'today' | 'yesterday' | 'week_ago' | 'month_ago' | 'initial', header: string, sortable = false): ColDef<RankedKeyword> => ({
      colId: key,
      headerName: header,
      // wide enough for "Yesterday" whole (a header wraps between words, never inside one)
      width: key === 'today' ? 96 : 108,
      sortable: sortable && tabSorts(state.tab),
      type: 'rightAligned',
      cellStyle: RIGHT,
      valueGetter: (p) => (p.data ? rankText(p.data.ranking?.[key] as RankOut | undefined) : ''),
      tooltipValueGetter: key === 'today' ? (p) => p.data?.ranking?.url ?? undefined : undefined,
      cellClass: styles.numeric,
      hide: hidden.has(key),
    }),
    [hidden, state.tab],
  )

  const columns = useMemo<ColDef<RankedKeyword>[]>(() => {
    const base: ColDef<RankedKeyword>[] = [
      {
        colId: 'text',
        headerName: t('grid.keyword'),
        field: 'text',
        pinned: 'left',
        width: 220,
        sortable: tabSorts(state.tab),
        tooltipField: 'text',
        cellRenderer: (p: ICellRendererParams<RankedKeyword>) =>
          p.data ? (
            <a className="keyword-link" onClick={() => onOpen(p.data!)} data-keyword-id={p.data.id}>
              {p.data.text}
            </a>
          ) : null,
      },
      rank('today', t('grid.today'), true),
      rank('yesterday', t('grid.yesterday')),
      rank('week_ago', t('grid.weekAgo')),
      rank('month_ago', t('grid.monthAgo')),
      rank('initial', t('grid.initial')),
      {
        colId: 'change',
        headerName: t('grid.change'),
        width: 96,
        type: 'rightAligned',
        cellStyle: RIGHT,
        hide: hidden.has('change'),
        valueGetter: (p) => (p.data?.ranking ? diffText(p.data.ranking.diff) : ''),
        cellClassRules: {
          [styles.good]: (p) => diffTone(p.data?.ranking?.diff_tag) === 'good',
          [styles.bad]: (p) => diffTone(p.data?.ranking?.diff_tag) === 'bad',
        },
        tooltipValueGetter: (p) => (p.data?.ranking ? t(`diff.${p.data.ranking.diff_tag}`) : undefined),
      },
      {
        colId: 'trend',
        headerName: t('grid.trend'),
        width: 150,
        hide: hidden.has('trend'),
        cellRenderer: (p: ICellRendererParams<RankedKeyword>) =>
          p.data ? (
            <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, height: '100%' }}>
              <Sparkline row={p.data} />
              {p.data.ranking?.trend && <Tag color={trendColor(p.data.ranking.trend)!}>{t(`trend.${p.data.ranking.trend}`)}</Tag>}
            </span>
          ) : null,
      },
      {
        colId: 'url',
        headerName: t('grid.url'),
        width: 240,
        hide: hidden.has('url'),
        valueGetter: (p) => (p.data ? shortUrl(p.data.ranking?.url) : ''),
        tooltipValueGetter: (p) => (p.data?.ranking?.url ? readableUrl(p.data.ranking.url) : undefined),
      },
      {
        colId: 'search_volume',
        headerName: t('grid.searchVolume'),
        width: 110,
        type: 'rightAligned',
        cellStyle: RIGHT,
        hide: hidden.has('search_volume'),
        headerTooltip: t('grid.metricsTip'),
        valueGetter: (p) => figureText(p.data, p.data?.search_volume, (volume) => volume.toLocaleString()),
      },
      ...(['clicks', 'impressions'] as const).map(
        (key): ColDef<RankedKeyword> => ({
          // the keyword's Search Console figures over the dashboard's 30 days ('—': not linked, or no such query)
          colId: key,
          headerName: t(`grid.${key}`),
          width: 96,
          type: 'rightAligned',
          cellStyle: RIGHT,
          hide: hidden.has(key),
          headerTooltip: t('grid.searchTip'),
          valueGetter: (p) => (p.data?.ranking ? (p.data.ranking.search?.[key].toLocaleString('en-US') ?? '—') : ''),
        }),
      ),
      {
        colId: 'cpc',
        headerName: t('grid.cpc'),
        width: 90,
        type: 'rightAligned',
        cellStyle: RIGHT,
        hide: hidden.has('cpc'),
        headerTooltip: t('grid.metricsTip'),
        valueGetter: (p) => figureText(p.data, p.data?.cpc, formatUsd),
      },
      {
        colId: 'competition',
        headerName: t('grid.competition'),
        width: 110,
        type: 'rightAligned',
        cellStyle: RIGHT,
        hide: hidden.has('competition'),
        headerTooltip: t('grid.metricsTip'),
        valueGetter: (p) => figureText(p.data, p.data?.competition, (level) => `${level} / 4`),
      },
      {
        colId: 'tags',
        headerName: t('grid.tags'),
        width: 180,
        hide: hidden.has('tags'),
        cellRenderer: (p: ICellRendererParams<RankedKeyword>) =>
          p.data?.categories.map((category) => <Tag key={category.id}>{category.name}</Tag>) ?? null,
      },
    ]
    const rivals: ColDef<RankedKeyword>[] =
      state.tab === 'competitors'
        ? competitors.map((competitor) => ({
            colId: `competitor-${competitor.id}`,
            headerName: competitor.name,
            headerTooltip: competitor.domain,
            width: 130,
            type: 'rightAligned',
            cellStyle: RIGHT,
            valueGetter: (p) => {
              const rival = p.data?.ranking?.competitors?.find((c) => c.competitor_id === competitor.id)
              return rival ? `${rankText(rival.today)} (${diffText(rival.diff)})` : p.data ? '—' : ''
            },
          }))
        : []
    const pin: ColDef<RankedKeyword> = {
      colId: 'pin',
      headerName: t('grid.pin'),
      pinned: 'right',
      width: 72,
      cellRenderer: (p: ICellRendererParams<RankedKeyword>) =>
        p.data ? (
          <button
            type="button"
            className="pin-toggle"
            aria-label={t(p.data.pinned ? 'actions.unpin' : 'actions.pin')}
            aria-pressed={p.data.pinned}
            disabled={!canEdit}
            onClick={() => onPin(p.data!)}
            style={{ border: 0, background: 'none', cursor: canEdit ? 'pointer' : 'default', color: p.data.pinned ? '#00b1c8' : '#bfbfbf' }}
          >
            {p.data.pinned ? <PushpinFilled /> : <PushpinOutlined />}
          </button>
        ) : null,
    }
    return [base[0], base[1], ...rivals, ...base.slice(2), pin]
  }, [t, rank, hidden, state.tab, competitors, canEdit, onOpen, onPin])

  return (
    <div className={styles.gridBox} data-testid="ranking-grid">
      <DataGrid<RankedKeyword>
        theme={theme}
        rowModelType="infinite"
        datasource={datasource}
        cacheBlockSize={BLOCK_SIZE}
        maxBlocksInCache={20}
        maxConcurrentDatasourceRequests={2}
        infiniteInitialRowCount={1}
        columnDefs={columns}
        defaultColDef={{ resizable: true, sortable: false, suppressMovable: false }}
        getRowId={(p) => String(p.data.id)}
        onGridReady={(event) => {
          gridApi.current = event.api
        }}
        tooltipShowDelay={300}
      />
    </div>
  )
}
