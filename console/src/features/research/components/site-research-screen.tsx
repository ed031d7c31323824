import { DownloadOutlined, LockOutlined, MailOutlined } from '@ant-design/icons'
import type { ColDef, ICellRendererParams } from 'ag-grid-community'
import { Alert, App, Button, Card, Col, Empty, Form, Input, Pagination, Row, Segmented, Space, Spin, Statistic, Table, Tabs, Tag, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { CountrySelect, LanguageSelect } from '@/components/country-select'
import { DataGrid, gridTheme } from '@/components/data-grid'
import { LoadFailed } from '@/components/load-failed'
import { PageHeader } from '@/components/page-header'
import { PlanRefusal } from '@/components/plan-refusal'
import { SandboxTag } from '@/components/sandbox-tag'
import { ApiError } from '@/lib/api-client'
import { useConstants } from '@/lib/constants'
import { downloadFile } from '@/lib/download'
import { failureText } from '@/lib/failure-text'
import { isPlanRefusal } from '@/lib/plan-refusal'
import {
  type GridRow,
  type SiteOverview,
  type TrendFigure,
  useCompare,
  useMailResearch,
  useResearchGrid,
  useResearchHistory,
  useSiteOverview,
} from '../api/site-research'
import { fieldMessage } from '../utils/overview-failure'
import {
  compareTargets,
  day,
  EXPORT_MAX,
  figure,
  GRIDS,
  type GridName,
  LINK_GRIDS,
  monthPoints,
  parseResearchQuery,
  relText,
  type ResearchParams,
  researchSearch,
} from '../utils/site-research-query'

const theme = gridTheme(40, 42)
const PER_PAGE = 20
const RIGHT = { textAlign: 'right' } as const

/**
 * `/sites/research`: competitor site research. A domain or URL with a market → overview cards (domain and
 * URL rating, backlinks, referring domains, organic keywords, estimated traffic, each with 12 months),
 * tabs of grids (backlinks with a lost filter, referring domains, anchors, organic keywords, top pages,
 * competing domains), CSV and mailed Excel exports of a grid's first 5,000 rows, and compare up to five
 * sites. Link figures need a paid tier (SPEC §6): a trial sees the organic part and the plan's refusal.
 */
export function SiteResearchScreen() {
  const { t } = useTranslation('siteResearch')
  const [search, setSearch] = useSearchParams()
  const params = parseResearchQuery(search)
  const overview = useSiteOverview(params)
  const go = (next: ResearchParams & { tab?: GridName }) => setSearch(researchSearch({ tab: params.tab, ...next }))

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <ResearchForm params={params} error={overview.error} searching={overview.isFetching} onSubmit={go} />
      <div style={{ marginTop: 20 }}>
        {params.target === '' ? (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Alert type="info" showIcon title={t('start')} />
            <RecentResearches onOpen={(entry) => go({ ...entry, tab: params.tab })} />
          </Space>
        ) : overview.isPending ? (
          <Card>
            <Spin description={t('loading')}>
              <div style={{ height: 120 }} />
            </Spin>
          </Card>
        ) : overview.isError ? (
          <OverviewFailure error={overview.error} onRetry={() => void overview.refetch()} />
        ) : (
          <Space orientation="vertical" size={20} style={{ width: '100%' }}>
            <OverviewCards data={overview.data} />
            <GridTabs params={params} locked={overview.data.backlinks_locked} lockedMessage={overview.data.locked_message ?? ''}
              onTab={(tab) => go({ ...params, tab })} />
          </Space>
        )}
      </div>
      <CompareCard market={params} />
    </>
  )
}

/** The user's latest researches, each opened again with a click (the same day's look counts nothing more). */
function RecentResearches({ onOpen }: { onOpen: (params: ResearchParams) => void }) {
  const { t } = useTranslation('siteResearch')
  const history = useResearchHistory()
  const entries = history.data?.data ?? []
  if (entries.length === 0) return null
  return (
    <Card size="small" title={t('recent')} data-testid="site-research-recent">
      <Space wrap>
        {entries.map((entry) => (
          <Button key={entry.id} size="small" onClick={() => onOpen({ target: entry.target.display, country: entry.target.country, language: entry.target.language })}>
            {entry.target.display} · {entry.target.country} · {entry.day}
          </Button>
        ))}
      </Space>
    </Card>
  )
}

function ResearchForm({ params, error, searching, onSubmit }: {
  params: ResearchParams
  error: unknown
  searching: boolean
  onSubmit: (params: ResearchParams) => void
}) {
  const { t } = useTranslation('siteResearch')
  const { data: constants } = useConstants()
  const [draft, setDraft] = useState(params)
  useEffect(() => setDraft(params), [params.target, params.country, params.language]) // eslint-disable-line react-hooks/exhaustive-deps
  const targetError = fieldMessage(error, 'target')
  return (
    <Card>
      <Form layout="vertical" onFinish={() => draft.target.trim() && onSubmit(draft)}>
        <Row gutter={16} align="bottom">
          <Col xs={24} md={10}>
            <Form.Item label={t('form.target')} validateStatus={targetError ? 'error' : undefined} help={targetError}>
              <Input value={draft.target} aria-label={t('form.target')} placeholder={t('form.placeholder')} data-testid="site-research-target"
                onChange={(event) => setDraft({ ...draft, target: event.target.value })} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item label={t('form.country')} help={fieldMessage(error, 'country')}>
              <CountrySelect countries={constants?.countries ?? []} value={draft.country} aria-label={t('form.country')}
                onChange={(country) => setDraft({ ...draft, country })} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item label={t('form.language')} help={fieldMessage(error, 'language')}>
              <LanguageSelect languages={constants?.languages ?? []} value={draft.language} aria-label={t('form.language')}
                onChange={(language) => setDraft({ ...draft, language })} />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item>
              <Button type="primary" htmlType="submit" block loading={searching} disabled={!draft.target.trim()}>
                {t('form.submit')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  )
}

function OverviewFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('siteResearch')
  if (error instanceof ApiError && error.fields.length > 0) return null // shown at the form's fields
  if (error instanceof ApiError && isPlanRefusal(error.status, error.code)) {
    return <PlanRefusal message={error.message} hint={t('planHint')} />
  }
  return <LoadFailed title={t('failed')} error={error} onRetry={onRetry} />
}

const FIGURES = ['domain_rating', 'url_rating', 'backlinks', 'referring_domains', 'organic_keywords', 'organic_traffic'] as const

function OverviewCards({ data }: { data: SiteOverview }) {
  const { t } = useTranslation('siteResearch')
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="site-research-overview">
      <Space wrap>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="site-research-display">
          {data.target.display}
        </Typography.Title>
        <Tag>{t(`kinds.${data.target.kind}`)}</Tag>
        <Tag>{data.target.country}</Tag>
        <Tag>{data.target.language}</Tag>
        {data.sandbox && (
          <Tag color="purple" data-testid="site-research-sandbox">
            {t('sandbox')}
          </Tag>
        )}
        <SandboxTag sandbox={data.volumes_sandbox} />
        {data.link_sources.length > 0 && (
          <Typography.Text type="secondary">{t('sources', { sources: data.link_sources.map((s) => t(`source.${s}`, { defaultValue: s })).join(', ') })}</Typography.Text>
        )}
      </Space>
      {data.backlinks_locked && (
        <Alert type="warning" showIcon icon={<LockOutlined />} data-testid="site-research-locked" title={data.locked_message}
          description={t('lockedHint')} action={<Link to="/subscribe"><Button size="small" type="primary">{t('upgrade')}</Button></Link>} />
      )}
      <Row gutter={[16, 16]}>
        {FIGURES.map((name) => (
          <Col key={name} xs={24} sm={12} xl={8}>
            <FigureCard name={name} figure={data[name]} locked={data.backlinks_locked} />
          </Col>
        ))}
      </Row>
    </Space>
  )
}

function FigureCard({ name, figure: value, locked }: { name: (typeof FIGURES)[number]; figure: TrendFigure | null; locked: boolean }) {
  const { t } = useTranslation('siteResearch')
  const rating = name === 'domain_rating' || name === 'url_rating'
  return (
    <Card data-testid={`site-research-${name}`} size="small">
      <Statistic title={t(`figures.${name}`)} value={value ? figure(value.value, rating ? 1 : 0) : '—'}
        prefix={!value && locked ? <LockOutlined /> : undefined} suffix={rating && value?.value != null ? '/ 100' : undefined} />
      {value && value.history.length > 0 ? (
        <ResponsiveContainer width="100%" height={90}>
          <AreaChart data={monthPoints(value.history)} margin={{ top: 6, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#eef2f5" />
            <XAxis dataKey="month" tick={{ fontSize: 10 }} minTickGap={16} />
            <YAxis tick={{ fontSize: 10 }} width={40} allowDecimals={rating} />
            <Tooltip formatter={(point) => [Number(point).toLocaleString(), t(`figures.${name}`)]} />
            <Area type="monotone" dataKey="value" stroke="#00b1c8" fill="#00b1c8" fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
          </AreaChart>
        </ResponsiveContainer>
      ) : (
        <Typography.Text type="secondary">{t(value ? 'noHistory' : locked ? 'locked' : 'noHistory')}</Typography.Text>
      )}
    </Card>
  )
}

function GridTabs({ params, locked, lockedMessage, onTab }: {
  params: ResearchParams & { tab: GridName }
  locked: boolean
  lockedMessage: string
  onTab: (tab: GridName) => void
}) {
  const { t } = useTranslation('siteResearch')
  return (
    <Card>
      <Tabs activeKey={params.tab} onChange={(key) => onTab(key as GridName)} destroyOnHidden
        items={GRIDS.map((grid) => ({
          key: grid,
          label: <span data-testid={`site-research-tab-${grid}`}>{t(`grids.${grid}`)}</span>,
          children: locked && LINK_GRIDS.includes(grid) ? (
            <PlanRefusal message={lockedMessage} hint={t('lockedHint')} />
          ) : (
            <ResearchGrid grid={grid} params={params} />
          ),
        }))} />
    </Card>
  )
}

function useColumns(grid: GridName): ColDef<GridRow>[] {
  const { t } = useTranslation('siteResearch')
  return useMemo(() => {
    const col = (field: string, extra: Partial<ColDef<GridRow>> = {}): ColDef<GridRow> => ({
      colId: field, field: field as ColDef<GridRow>['field'], headerName: t(`columns.${field}`), sortable: false, ...extra,
    })
    const numeric = (field: string, digits = 0) =>
      col(field, { width: 130, cellStyle: RIGHT, valueFormatter: (p) => figure(p.value as number | null, digits) })
    const dated = (field: string) => col(field, { width: 120, valueFormatter: (p) => day(p.value as string | null) })
    const link = (field: string, width = 320) =>
      col(field, {
        width, tooltipField: field as ColDef<GridRow>['tooltipField'],
        cellRenderer: (p: ICellRendererParams<GridRow>) => (p.value ? <a href={String(p.value)} target="_blank" rel="noreferrer noopener">{String(p.value)}</a> : null),
      })
    switch (grid) {
      case 'backlinks':
        return [link('source_url', 340), numeric('source_url_rating', 1), numeric('source_domain_rating', 1), col('anchor', { width: 180, tooltipField: 'anchor' as ColDef<GridRow>['tooltipField'] }),
          col('rel', { width: 120, valueFormatter: (p) => relText((p.value as string[]) ?? []) }),
          col('placement', { width: 110, valueFormatter: (p) => t(`placements.${String(p.value)}`, { defaultValue: String(p.value) }) }),
          link('target_url', 260), dated('first_seen'), dated('last_seen'), dated('lost_at')]
      case 'referring-domains':
        return [col('domain', { width: 240 }), numeric('domain_rating', 1), numeric('backlinks'), numeric('dofollow_backlinks'), dated('first_seen'), dated('last_seen')]
      case 'anchors':
        return [col('anchor', { flex: 1, minWidth: 240 }), numeric('backlinks'), numeric('referring_domains')]
      case 'organic-keywords':
        return [col('keyword', { width: 220, pinned: 'left' }), numeric('position'), numeric('volume'), numeric('traffic'), link('url', 320),
          col('serp_features', { width: 220, valueFormatter: (p) => ((p.value as string[]) ?? []).map((f) => t(`rankings:serp.types.${f}`, { defaultValue: f })).join(', ') })]
      case 'top-pages':
        return [link('url', 360), numeric('keywords'), numeric('traffic'), col('top_keyword', { width: 200 }), numeric('top_position')]
      case 'competitors':
        return [col('domain', { width: 260 }), numeric('common_keywords'),
          col('share', { width: 120, cellStyle: RIGHT, valueFormatter: (p) => `${Math.round(Number(p.value) * 100)}%` }), numeric('domain_rating', 1)]
    }
  }, [grid, t])
}

function ResearchGrid({ grid, params }: { grid: GridName; params: ResearchParams }) {
  const { t } = useTranslation('siteResearch')
  const { message } = App.useApp()
  const [page, setPage] = useState(1)
  const [lost, setLost] = useState<boolean | null>(null)
  const rows = useResearchGrid(grid, params, page, PER_PAGE, lost)
  const columns = useColumns(grid)
  const mail = useMailResearch()
  const [downloading, setDownloading] = useState(false)
  const total = rows.data?.meta.total ?? 0
  const exported = Math.min(total, EXPORT_MAX)

  const csv = async () => {
    setDownloading(true)
    try {
      await downloadFile('/sites/research/export.csv', `${grid}.csv`, {
        ...params, grid, rows: exported, ...(grid === 'backlinks' && lost !== null ? { lost } : {}),
      })
      if (total > EXPORT_MAX) void message.warning(t('export.cut', { max: EXPORT_MAX, total }))
    } catch (error) {
      void message.error(failureText(error, t('export.failed')))
    } finally {
      setDownloading(false)
    }
  }
  const excel = () =>
    mail.mutate({ ...params, grid, rows: exported, lost: grid === 'backlinks' ? lost : null }, {
      onSuccess: (sent) => void message.success(sent.message),
      onError: (error) => void message.error(failureText(error, t('export.failed'))),
    })

  if (rows.isError) {
    const error = rows.error
    if (error instanceof ApiError && isPlanRefusal(error.status, error.code)) return <PlanRefusal message={error.message} hint={t('planHint')} />
    return <LoadFailed title={t('failed')} error={error} onRetry={() => void rows.refetch()} />
  }
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }} data-testid={`site-research-grid-${grid}`}>
      <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space>
          {grid === 'backlinks' && (
            <Segmented value={lost === null ? 'all' : lost ? 'lost' : 'live'} data-testid="site-research-lost"
              options={(['all', 'live', 'lost'] as const).map((value) => ({ value, label: t(`lost.${value}`) }))}
              onChange={(value) => { setLost(value === 'all' ? null : value === 'lost'); setPage(1) }} />
          )}
          <Typography.Text type="secondary" data-testid="site-research-total">{t('total', { count: total })}</Typography.Text>
          {rows.data?.sandbox && <Tag color="purple">{t('sandbox')}</Tag>}
        </Space>
        <Space>
          <Button icon={<DownloadOutlined />} onClick={() => void csv()} loading={downloading} disabled={total === 0} data-testid="site-research-csv">
            {t('export.csv')}
          </Button>
          <Button icon={<MailOutlined />} onClick={excel} loading={mail.isPending} disabled={total === 0}>
            {t('export.excel')}
          </Button>
        </Space>
      </Space>
      <div style={{ height: 480 }}>
        <DataGrid<GridRow> theme={theme} rowData={rows.data?.data ?? []} columnDefs={columns} loading={rows.isPending}
          empty={t(`empty.${grid}`)} tooltipShowDelay={300} />
      </div>
      <Pagination current={page} pageSize={PER_PAGE} total={total} showSizeChanger={false} onChange={setPage} align="end" />
    </Space>
  )
}

function CompareCard({ market }: { market: ResearchParams }) {
  const { t } = useTranslation('siteResearch')
  const [text, setText] = useState('')
  const [asked, setAsked] = useState<string[]>([])
  const typed = compareTargets(text)
  const compare = useCompare(asked, market)
  const columns = [
    { key: 'site', title: t('compare.site'), render: (_: unknown, row: NonNullable<typeof compare.data>['data'][number]) => (
      <Space>{row.target.display}{row.sandbox && <Tag color="purple">{t('sandbox')}</Tag>}</Space>) },
    { key: 'dr', title: t('figures.domain_rating'), align: 'right' as const, render: (_: unknown, row: NonNullable<typeof compare.data>['data'][number]) => figure(row.domain_rating, 1) },
    { key: 'bl', title: t('figures.backlinks'), align: 'right' as const, render: (_: unknown, row: NonNullable<typeof compare.data>['data'][number]) => figure(row.backlinks) },
    { key: 'rd', title: t('figures.referring_domains'), align: 'right' as const, render: (_: unknown, row: NonNullable<typeof compare.data>['data'][number]) => figure(row.referring_domains) },
    { key: 'ok', title: t('figures.organic_keywords'), align: 'right' as const, render: (_: unknown, row: NonNullable<typeof compare.data>['data'][number]) => figure(row.organic_keywords) },
    { key: 'tr', title: t('figures.organic_traffic'), align: 'right' as const, render: (_: unknown, row: NonNullable<typeof compare.data>['data'][number]) => figure(row.organic_traffic) },
  ]
  const error = compare.error
  return (
    <Card title={t('compare.title')} style={{ marginTop: 20 }} data-testid="site-research-compare">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Input.TextArea rows={2} value={text} placeholder={t('compare.placeholder')} aria-label={t('compare.title')} onChange={(event) => setText(event.target.value)} />
        <Space>
          <Button type="primary" disabled={typed.targets.length === 0} loading={compare.isFetching} onClick={() => setAsked(typed.targets)}>
            {t('compare.submit', { count: typed.targets.length })}
          </Button>
          {typed.extra > 0 && <Typography.Text type="warning">{t('compare.extra', { max: 5, extra: typed.extra })}</Typography.Text>}
        </Space>
        {error instanceof ApiError && isPlanRefusal(error.status, error.code) ? (
          <PlanRefusal message={error.message} hint={t('planHint')} />
        ) : error ? (
          <Alert type="error" showIcon title={error instanceof ApiError && error.fields.length > 0 ? error.fields.map((f) => f.message).join(' · ') : failureText(error, t('failed'))} />
        ) : compare.data ? (
          <>
            {compare.data.backlinks_locked && <Alert type="warning" showIcon title={t('lockedHint')} />}
            <Table rowKey={(row) => row.target.value} dataSource={compare.data.data} columns={columns} pagination={false} size="small" />
          </>
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('compare.hint')} />
        )}
      </Space>
    </Card>
  )
}
