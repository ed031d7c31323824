import { CloudDownloadOutlined, DeleteOutlined, PlusOutlined, SyncOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Input, Pagination, Popconfirm, Select, Space, Typography } from 'antd'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { SiteGate } from '@/components/site-gate'
import type { Site } from '@/types/projects'
import { failureText } from '@/lib/failure-text'
import { pageToShow, pageView } from '@/lib/pagination'
import { usePageAuditActions } from '../api/mutations'
import { type ListParams, usePageEvaluations } from '../api/queries'
import type { PageEvaluation } from '../types'
import type { AuditState } from '../utils/score'
import { AddPageDialog } from './add-page-dialog'
import { AuditingNotice } from './auditing-notice'
import { ImportDialog } from './import-dialog'
import styles from './page-audit.module.css'
import { PagesGrid } from './pages-grid'
import { SiteAuditFrame } from '@/components/site-audit-frame'

const PER_PAGE = 20
const STATES: AuditState[] = ['auditing', 'evaluated', 'failed']

/** The list's page, state and keyword filter, kept in the URL so a reload or a link keeps them. */
function useListParams(): [ListParams, (change: Partial<ListParams>) => void] {
  const [search, setSearch] = useSearchParams()
  const state = search.get('state')
  const params: ListParams = {
    page: Math.max(1, Number(search.get('page')) || 1),
    perPage: Number(search.get('per_page')) || PER_PAGE,
    state: STATES.includes(state as AuditState) ? (state as AuditState) : null,
    keyword: search.get('keyword') ?? '',
  }
  const update = useCallback(
    (change: Partial<ListParams>) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous)
          const merged = { ...params, ...change }
          const values = { page: merged.page > 1 ? String(merged.page) : '', per_page: merged.perPage !== PER_PAGE ? String(merged.perPage) : '', state: merged.state ?? '', keyword: merged.keyword }
          for (const [key, value] of Object.entries(values)) {
            if (value) next.set(key, value)
            else next.delete(key)
          }
          return next
        },
        { replace: true },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [search, setSearch],
  )
  return [params, update]
}

function Pages({ site }: { site: Site }) {
  const { t } = useTranslation('pageAudit')
  const { message, modal } = App.useApp()
  const navigate = useNavigate()
  const canEdit = site.role !== 'viewer'
  const [params, setParams] = useListParams()
  const list = usePageEvaluations(site.id, params)
  const actions = usePageAuditActions(site.id)
  const [selected, setSelected] = useState<number[]>([])
  const [adding, setAdding] = useState(false)
  const [importing, setImporting] = useState(false)
  const [keywordDraft, setKeywordDraft] = useState(params.keyword)
  const rows = list.data?.data ?? []
  const view = pageView(list.data?.meta, params.perPage)
  const audited = useMemo(() => new Set(rows.map((row) => row.url)), [rows])

  useEffect(() => {
    const page = pageToShow(list.data?.meta, rows.length)
    if (page !== null) setParams({ page })
  }, [list.data?.meta, rows.length, setParams])

  const open = useCallback((row: PageEvaluation) => navigate(`/projects/${site.id}/site-audit/pages/${row.id}`), [navigate, site.id])
  const reAudit = useCallback(
    (row: PageEvaluation) =>
      actions.reAudit.mutate(row.id, {
        onSuccess: (answer) => void message.success(answer.message),
        onError: (error) => void message.error(failureText(error, t('errors:page_audit.reaudit_failed'))),
      }),
    [actions.reAudit, message, t],
  )
  const reAuditAll = () =>
    modal.confirm({
      title: t('reAudit.allConfirmTitle'),
      content: t('reAudit.allConfirmBody', { count: view.total }),
      okText: t('reAudit.allConfirm'),
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        actions.reAuditAll.mutateAsync().then(
          (answer) => void message.success(answer.message ?? t('errors:page_audit.reaudit_successful')),
          (error: unknown) => void message.error(failureText(error, t('errors:page_audit.reaudit_failed'))),
        ),
    })
  const remove = () =>
    actions.remove.mutate(selected, {
      onSuccess: (removed) => {
        setSelected([])
        void message.success(t('remove.done', { count: removed.length }))
      },
      onError: (error) => void message.error(failureText(error, t('remove.failed'))),
    })

  return (
    <SiteAuditFrame
      site={site}
      extra={
        canEdit && (
          <Space wrap>
            <Button icon={<CloudDownloadOutlined />} onClick={() => setImporting(true)}>
              {t('import.open')}
            </Button>
            <Button icon={<SyncOutlined />} disabled={view.total === 0} loading={actions.reAuditAll.isPending} onClick={reAuditAll}>
              {t('reAudit.all')}
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
              {t('add.open')}
            </Button>
          </Space>
        )
      }
    >
      {list.data?.notice && <AuditingNotice />}
      <Card
        title={t('pages.title')}
        extra={
          <Space wrap>
            <Select<AuditState | 'all'>
              style={{ width: 150 }}
              value={params.state ?? 'all'}
              onChange={(state) => setParams({ state: state === 'all' ? null : state, page: 1 })}
              options={[{ value: 'all', label: t('state.all') }, ...STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))]}
              aria-label={t('grid.state')}
            />
            <Input.Search
              allowClear
              style={{ width: 220 }}
              placeholder={t('pages.searchKeyword')}
              value={keywordDraft}
              onChange={(event) => setKeywordDraft(event.target.value)}
              onSearch={(keyword) => setParams({ keyword: keyword.trim(), page: 1 })}
            />
            {canEdit && (
              <Popconfirm
                title={t('remove.confirm', { count: selected.length })}
                okText={t('remove.ok')}
                cancelText={t('common:actions.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={remove}
                disabled={selected.length === 0}
              >
                <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} loading={actions.remove.isPending}>
                  {t('remove.selected', { count: selected.length })}
                </Button>
              </Popconfirm>
            )}
          </Space>
        }
      >
        {list.isError && (
          <Alert className={styles.notice} type="error" showIcon title={failureText(list.error, t('pages.loadFailed'))} />
        )}
        <PagesGrid
          rows={rows}
          loading={list.isLoading}
          canEdit={canEdit}
          reAuditing={actions.reAudit.isPending ? (actions.reAudit.variables ?? null) : null}
          onOpen={open}
          onReAudit={reAudit}
          onSelect={setSelected}
        />
        <div className={styles.pager}>
          <Typography.Text type="secondary" data-testid="page-audit-total">
            {t('pages.total', { count: view.total })}
          </Typography.Text>
          <Pagination
            current={view.current}
            pageSize={view.pageSize}
            total={view.total}
            hideOnSinglePage={view.total <= PER_PAGE}
            showSizeChanger
            onChange={(page, perPage) => setParams({ page: perPage !== params.perPage ? 1 : page, perPage })}
          />
        </div>
      </Card>
      <AddPageDialog siteId={site.id} open={adding} onClose={() => setAdding(false)} />
      <ImportDialog siteId={site.id} open={importing} audited={audited} onClose={() => setImporting(false)} />
    </SiteAuditFrame>
  )
}

/** `/projects/:id/site-audit/pages`: the audited pages (SPEC §2 page audit list). */
export function PagesScreen() {
  return <SiteGate>{(site) => <Pages site={site} />}</SiteGate>
}
