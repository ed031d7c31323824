import { FileSearchOutlined, ReloadOutlined } from '@ant-design/icons'
import type { ColDef, ICellRendererParams } from 'ag-grid-community'
import { Button, Space, Tooltip } from 'antd'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DataGrid, gridTheme } from '@/components/data-grid'
import { readableUrl, shortUrl } from '@/lib/rank-format'
import type { PageEvaluation } from '../types'
import { auditState } from '../utils/score'
import styles from './page-audit.module.css'
import { ScoreBadge, StateTag } from './score-badge'

const theme = gridTheme(44, 42)

interface PagesGridProps {
  rows: PageEvaluation[]
  loading: boolean
  canEdit: boolean
  reAuditing: number | null
  onOpen: (row: PageEvaluation) => void
  onReAudit: (row: PageEvaluation) => void
  onSelect: (ids: number[]) => void
}

/** The audited pages of one list page: URL, title, keyword, score in colour, state, and actions. */
export function PagesGrid({ rows, loading, canEdit, reAuditing, onOpen, onReAudit, onSelect }: PagesGridProps) {
  const { t } = useTranslation('pageAudit')
  const columns = useMemo<ColDef<PageEvaluation>[]>(
    () => [
      {
        colId: 'url',
        headerName: t('grid.url'),
        flex: 2,
        minWidth: 240,
        tooltipValueGetter: (p) => (p.data ? readableUrl(p.data.url) : undefined),
        cellRenderer: (p: ICellRendererParams<PageEvaluation>) =>
          p.data ? (
            <a
              href={`#${p.data.id}`}
              className="page-link"
              data-page-id={p.data.id}
              onClick={(event) => {
                event.preventDefault()
                onOpen(p.data!)
              }}
            >
              {shortUrl(p.data.url)}
            </a>
          ) : null,
      },
      { colId: 'title', headerName: t('grid.title'), field: 'title', flex: 2, minWidth: 200, tooltipField: 'title' },
      {
        colId: 'target_keyword',
        headerName: t('grid.keyword'),
        width: 170,
        tooltipField: 'target_keyword',
        valueGetter: (p) => (p.data ? p.data.target_keyword || '—' : ''),
      },
      {
        colId: 'score',
        headerName: t('grid.score'),
        width: 96,
        cellClass: styles.centerCell,
        cellRenderer: (p: ICellRendererParams<PageEvaluation>) => (p.data ? <ScoreBadge score={p.data.score} /> : null),
      },
      {
        colId: 'state',
        headerName: t('grid.state'),
        width: 130,
        cellRenderer: (p: ICellRendererParams<PageEvaluation>) => (p.data ? <StateTag page={p.data} /> : null),
      },
      {
        colId: 'audited_at',
        headerName: t('grid.auditedAt'),
        width: 170,
        valueGetter: (p) => (p.data?.audited_at ? dayjs(p.data.audited_at).format('YYYY/MM/DD HH:mm') : '—'),
      },
      {
        colId: 'actions',
        headerName: t('grid.actions'),
        width: 120,
        pinned: 'right',
        cellRenderer: (p: ICellRendererParams<PageEvaluation>) =>
          p.data ? (
            <Space size={4}>
              <Tooltip title={t('actions.report')}>
                <Button
                  size="small"
                  type="text"
                  icon={<FileSearchOutlined />}
                  aria-label={t('actions.report')}
                  disabled={auditState(p.data) !== 'evaluated'}
                  onClick={() => onOpen(p.data!)}
                />
              </Tooltip>
              {canEdit && (
                <Tooltip title={t('actions.reAudit')}>
                  <Button
                    size="small"
                    type="text"
                    icon={<ReloadOutlined />}
                    aria-label={t('actions.reAudit')}
                    loading={reAuditing === p.data.id}
                    disabled={p.data.auditing}
                    onClick={() => onReAudit(p.data!)}
                  />
                </Tooltip>
              )}
            </Space>
          ) : null,
      },
    ],
    [t, canEdit, reAuditing, onOpen, onReAudit],
  )

  return (
    <div className={styles.gridBox} data-testid="page-audit-grid">
      <DataGrid<PageEvaluation>
        theme={theme}
        rowData={rows}
        loading={loading}
        columnDefs={columns}
        defaultColDef={{ resizable: true, sortable: false }}
        getRowId={(p) => String(p.data.id)}
        rowSelection={canEdit ? { mode: 'multiRow', checkboxes: true, headerCheckbox: true } : undefined}
        onSelectionChanged={(event) => onSelect(event.api.getSelectedRows().map((row) => row.id))}
        domLayout="autoHeight"
        tooltipShowDelay={300}
        empty={t('grid.empty')}
      />
    </div>
  )
}
