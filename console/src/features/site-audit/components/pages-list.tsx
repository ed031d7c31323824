import { SearchOutlined } from '@ant-design/icons'
import type { ColDef } from 'ag-grid-community'
import { Input, Segmented, Tag, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { failureText } from '@/lib/failure-text'
import { getPageRows } from '../api/queries'
import type { PageRow, StatusClass } from '@/types/site-audit'
import { NO_DATA } from '../utils/format'
import { auditSearch, parseAuditQuery, STATUS_CLASSES } from '../utils/query-state'
import { SEVERITY_COLORS } from '@/lib/severity'
import { PagedGrid } from './paged-grid'
import styles from './site-audit.module.css'
import { urlColumn } from './url-column'

const SEARCH_DELAY_MS = 300
const RIGHT = { textAlign: 'right' } as const
const NUMERIC = { cellStyle: RIGHT, headerClass: 'ag-right-aligned-header', sortable: true } as const

const count = (severity: 'error' | 'warning' | 'notice', value: number) => (
  <span style={{ color: value ? SEVERITY_COLORS[severity] : 'rgba(0,0,0,0.3)', fontWeight: value ? 600 : 400 }}>{value}</span>
)

/**
 * The problem pages: every crawled URL with its status, title, depth, score and findings per
 * severity; the URLs with most errors first, sortable by any column, filtered by status and text.
 */
export function PagesList({ checkId, siteUrl }: { checkId: number; siteUrl: string }) {
  const { t } = useTranslation('audit')
  const [params, setParams] = useSearchParams()
  const { status, q } = parseAuditQuery(params)
  const [search, setSearch] = useState(q)
  const [total, setTotal] = useState<number | null>(null)
  const [error, setError] = useState<unknown>(null)

  // the search box filters after a short pause in typing
  useEffect(() => {
    if (search.trim() === q) return
    const timer = window.setTimeout(() => setParams(auditSearch(params, { q: search }), { replace: true }), SEARCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [search, q, params, setParams])

  const columns = useMemo<ColDef<PageRow>[]>(
    () => [
    urlColumn<PageRow>(t('pages.columns.url'), { minWidth: 240, sortable: true }, siteUrl),
    {
      colId: 'status_code',
      headerName: t('pages.columns.status'),
      width: 100,
      sortable: true,
      cellRenderer: ({ data }: { data?: PageRow }) =>
        data ? (
          <Tag color={data.status_code === null ? 'default' : data.status_code >= 400 ? 'red' : data.status_code >= 300 ? 'orange' : 'green'}>
            {data.status_code ?? NO_DATA}
          </Tag>
        ) : null,
    },
    {
      colId: 'title',
      headerName: t('pages.columns.title'),
      flex: 2,
      minWidth: 200,
      sortable: true,
      tooltipValueGetter: ({ data }) => data?.title ?? undefined,
      valueGetter: ({ data }) => (data ? (data.title ?? NO_DATA) : ''),
    },
    { colId: 'depth', headerName: t('pages.columns.depth'), width: 90, ...NUMERIC, valueGetter: ({ data }) => (data ? (data.depth ?? NO_DATA) : '') },
    { colId: 'score', headerName: t('pages.columns.score'), width: 90, ...NUMERIC, valueGetter: ({ data }) => (data ? (data.score ?? NO_DATA) : '') },
    {
      colId: 'errors',
      headerName: t('severity.error'),
      width: 96,
      ...NUMERIC,
      // the problem pages first
      initialSort: 'desc',
      cellRenderer: ({ data }: { data?: PageRow }) => (data ? count('error', data.errors) : null),
    },
    {
      colId: 'warnings',
      headerName: t('severity.warning'),
      width: 96,
      ...NUMERIC,
      cellRenderer: ({ data }: { data?: PageRow }) => (data ? count('warning', data.warnings) : null),
    },
    {
      colId: 'notices',
      headerName: t('severity.notice'),
      width: 96,
      ...NUMERIC,
      cellRenderer: ({ data }: { data?: PageRow }) => (data ? count('notice', data.notices) : null),
    },
    {
      colId: 'indexable',
      headerName: t('pages.columns.indexable'),
      width: 110,
      sortable: true,
      valueGetter: ({ data }) => (data ? t(data.indexable ? 'pages.yes' : 'pages.no') : ''),
    },
    ],
    [t, siteUrl],
  )

  return (
    <div data-testid="pages-list">
      <div className={styles.toolbar}>
        <Segmented
          value={status ?? 'all'}
          data-testid="status-filter"
          onChange={(value) =>
            setParams(auditSearch(params, { status: value === 'all' ? null : (value as StatusClass) }), { replace: true })
          }
          options={[
            { value: 'all', label: t('severity.all') },
            ...STATUS_CLASSES.map((value) => ({ value, label: value === 'none' ? t('pages.noAnswer') : value })),
          ]}
        />
        <span>
          <Typography.Text type="secondary" data-testid="pages-total" style={{ marginRight: 12 }}>
            {total === null ? '' : t('pages.total', { count: total })}
          </Typography.Text>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('pages.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 240 }}
            data-testid="pages-search"
          />
        </span>
      </div>
      {error !== null && (
        <Typography.Paragraph type="danger">{failureText(error, t('errors.loadFailed'))}</Typography.Paragraph>
      )}
      <PagedGrid<PageRow>
        testId="pages-grid"
        columns={columns}
        version={`${checkId}:${status ?? ''}:${q}`}
        fetchPage={(page, perPage, sort) =>
          getPageRows(checkId, {
            page,
            per_page: perPage,
            sort: sort?.colId,
            order: sort?.order,
            status: status ?? undefined,
            q: q || undefined,
          })
        }
        rowId={(row) => row.url}
        empty={t('pages.empty')}
        onTotal={(value) => {
          setTotal(value)
          setError(null)
        }}
        onError={setError}
      />
    </div>
  )
}
