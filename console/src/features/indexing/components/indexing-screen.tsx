import { Alert, App, Button, Card, Input, Radio, Segmented, Skeleton, Space, Steps, Table, Tabs, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed'
import { PlanRefusal } from '@/components/plan-refusal'
import { ProjectFrame } from '@/components/project-frame'
import { SiteGate } from '@/components/site-gate'
import { failureText } from '@/lib/failure-text'
import type { Site } from '@/types/projects'
import {
  HISTORY_PER_PAGE,
  type IndexingOverview,
  type Sitemap,
  type Submission,
  useIndexingOverview,
  useInspect,
  useNewIndexNowKey,
  useNotify,
  useSitemaps,
  useSubmissionHistory,
  useSubmitIndexNow,
  useSubmitSitemap,
  useVerifyIndexNowKey,
} from '../api/indexing'
import {
  HISTORY_KINDS,
  type IndexingTab,
  answerSummary,
  parseHistoryKind,
  parseTab,
  pastedUrls,
  searchConsoleBlocker,
  verdictColor,
} from '../utils/indexing'

const when = (value: string | null | undefined) => (value ? dayjs(value).format('YYYY/MM/DD HH:mm') : '—')

const STATUS_COLORS: Record<Submission['status'], string> = { ok: 'green', failed: 'red', refused: 'orange' }

function StatusTag({ row }: { row: Submission }) {
  const { t } = useTranslation('indexing')
  return <Tag color={STATUS_COLORS[row.status]}>{t(`status.${row.status}`)}</Tag>
}

/** Why Search Console cannot be used yet, with where to fix it (the profile's links, the project's settings). */
function SearchConsoleNotice({ site, overview }: { site: Site; overview: IndexingOverview }) {
  const { t } = useTranslation('indexing')
  const blocker = searchConsoleBlocker(overview.webmaster, overview.gsc_site_url)
  if (!blocker) return null
  const to = blocker === 'noProperty' ? `/projects/${site.id}/edit?tab=google` : '/profile'
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="search-console-notice"
      title={t(`searchConsole.${blocker}`)}
      action={
        <Link to={to}>
          <Button size="small" type="primary">
            {t(blocker === 'noProperty' ? 'searchConsole.toSettings' : 'searchConsole.toProfile')}
          </Button>
        </Link>
      }
    />
  )
}

function UrlsBox({ value, onChange, placeholder }: { value: string; onChange: (text: string) => void; placeholder: string }) {
  return <Input.TextArea rows={5} value={value} placeholder={placeholder} onChange={(event) => onChange(event.target.value)} />
}

function ResultsTable({ rows, testId }: { rows: Submission[]; testId: string }) {
  const { t } = useTranslation('indexing')
  if (rows.length === 0) return null
  return (
    <Table<Submission>
      data-testid={testId}
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { key: 'url', title: t('columns.url'), dataIndex: 'url', ellipsis: true },
        { key: 'status', title: t('columns.status'), width: 110, render: (_, row) => <StatusTag row={row} /> },
        { key: 'answer', title: t('columns.answer'), render: (_, row) => answerSummary(row) || row.message },
      ]}
    />
  )
}

function SitemapsTab({ site, overview, canEdit }: { site: Site; overview: IndexingOverview; canEdit: boolean }) {
  const { t } = useTranslation('indexing')
  const { message } = App.useApp()
  const ready = searchConsoleBlocker(overview.webmaster, overview.gsc_site_url) === null
  const sitemaps = useSitemaps(site.id, ready)
  const submit = useSubmitSitemap(site.id)
  const prefix = overview.gsc_site_url?.startsWith('http') ? overview.gsc_site_url : `${site.url}/`
  const [url, setUrl] = useState(`${prefix}sitemap.xml`)

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <SearchConsoleNotice site={site} overview={overview} />
      <Typography.Paragraph type="secondary">{t('sitemaps.intro')}</Typography.Paragraph>
      {canEdit && (
        <Space.Compact style={{ width: '100%' }}>
          <Input value={url} onChange={(event) => setUrl(event.target.value)} aria-label={t('sitemaps.url')} />
          <Button
            type="primary"
            disabled={!ready}
            loading={submit.isPending}
            onClick={() =>
              submit.mutate(url.trim(), {
                onSuccess: () => void message.success(t('sitemaps.submitted')),
                onError: (error) => void message.error(failureText(error, t('failed'))),
              })
            }
          >
            {t('sitemaps.submit')}
          </Button>
        </Space.Compact>
      )}
      {sitemaps.isError && <Alert type="error" showIcon title={failureText(sitemaps.error, t('sitemaps.loadFailed'))} />}
      <Table<Sitemap>
        data-testid="sitemaps"
        rowKey="path"
        size="middle"
        loading={sitemaps.isFetching}
        dataSource={sitemaps.data ?? []}
        pagination={false}
        columns={[
          { key: 'path', title: t('sitemaps.path'), dataIndex: 'path', ellipsis: true },
          { key: 'submitted', title: t('sitemaps.lastSubmitted'), width: 160, render: (_, row) => when(row.last_submitted) },
          {
            key: 'state',
            title: t('columns.status'),
            width: 120,
            render: (_, row) => (
              <Tag color={row.errors > 0 ? 'red' : row.is_pending ? 'blue' : 'green'}>
                {t(row.errors > 0 ? 'sitemaps.hasErrors' : row.is_pending ? 'sitemaps.pending' : 'sitemaps.read')}
              </Tag>
            ),
          },
          { key: 'urls', title: t('sitemaps.urls'), width: 110, align: 'right', dataIndex: 'submitted' },
          { key: 'indexed', title: t('sitemaps.indexed'), width: 110, align: 'right', dataIndex: 'indexed' },
        ]}
      />
    </Space>
  )
}

function QuotaLine({ label, quota }: { label: string; quota: { left: number; limit: number } | null }) {
  const { t } = useTranslation('indexing')
  if (!quota) return null
  return (
    <Typography.Text data-testid="quota-left">
      {t('quota.left', { label, left: quota.left.toLocaleString(), limit: quota.limit.toLocaleString() })}
    </Typography.Text>
  )
}

function InspectionTab({ site, overview, canEdit }: { site: Site; overview: IndexingOverview; canEdit: boolean }) {
  const { t } = useTranslation('indexing')
  const { message } = App.useApp()
  const [text, setText] = useState('')
  const inspect = useInspect(site.id)
  const ready = searchConsoleBlocker(overview.webmaster, overview.gsc_site_url) === null
  const rows = inspect.data?.data ?? []

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <SearchConsoleNotice site={site} overview={overview} />
      <Typography.Paragraph type="secondary">{t('inspection.intro')}</Typography.Paragraph>
      <QuotaLine label={t('inspection.quota')} quota={overview.quotas.inspection ?? null} />
      {canEdit && (
        <>
          <UrlsBox value={text} onChange={setText} placeholder={t('inspection.placeholder')} />
          <Button
            type="primary"
            disabled={!ready || pastedUrls(text).length === 0}
            loading={inspect.isPending}
            onClick={() =>
              inspect.mutate(pastedUrls(text), { onError: (error) => void message.error(failureText(error, t('failed'))) })
            }
          >
            {t('inspection.submit')}
          </Button>
        </>
      )}
      {rows.length > 0 && (
        <Table<Submission>
          data-testid="inspection-results"
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={rows}
          columns={[
            { key: 'url', title: t('columns.url'), dataIndex: 'url', ellipsis: true },
            {
              key: 'verdict',
              title: t('inspection.verdict'),
              width: 110,
              render: (_, row) =>
                row.status === 'ok' ? (
                  <Tag color={verdictColor(row.answer.verdict as string)}>{String(row.answer.verdict ?? '—')}</Tag>
                ) : (
                  <StatusTag row={row} />
                ),
            },
            {
              key: 'coverage',
              title: t('inspection.coverage'),
              render: (_, row) => (row.status === 'ok' ? String(row.answer.coverageState ?? '—') : row.message),
            },
            {
              key: 'crawl',
              title: t('inspection.lastCrawl'),
              width: 160,
              render: (_, row) => when(row.answer.lastCrawlTime as string | undefined),
            },
          ]}
        />
      )}
    </Space>
  )
}

function IndexNowTab({ site, overview, canEdit }: { site: Site; overview: IndexingOverview; canEdit: boolean }) {
  const { t } = useTranslation('indexing')
  const { message } = App.useApp()
  const [text, setText] = useState('')
  const newKey = useNewIndexNowKey(site.id)
  const verify = useVerifyIndexNowKey(site.id)
  const submit = useSubmitIndexNow(site.id)
  const key = overview.indexnow
  const onError = (error: unknown) => void message.error(failureText(error, t('failed')))

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Typography.Paragraph type="secondary">{t('indexnow.intro')}</Typography.Paragraph>
      <Steps
        orientation="vertical"
        current={!key ? 0 : key.verified_at ? 2 : 1}
        items={[
          {
            title: t('indexnow.step1'),
            content: canEdit && (
              <Button onClick={() => newKey.mutate(undefined, { onError })} loading={newKey.isPending}>
                {t(key ? 'indexnow.newKey' : 'indexnow.generate')}
              </Button>
            ),
          },
          {
            title: t('indexnow.step2'),
            content: key && (
              <Space orientation="vertical">
                <Typography.Text>{t('indexnow.hostThis')}</Typography.Text>
                <Typography.Text code copyable data-testid="indexnow-key-url">
                  {key.key_url}
                </Typography.Text>
                <Typography.Text>
                  {t('indexnow.content')} <Typography.Text code copyable>{key.key}</Typography.Text>
                </Typography.Text>
                <Space>
                  {key.verified_at ? (
                    <Tag color="green">{t('indexnow.verifiedAt', { when: when(key.verified_at) })}</Tag>
                  ) : (
                    <Tag>{t('indexnow.notVerified')}</Tag>
                  )}
                  {canEdit && (
                    <Button
                      loading={verify.isPending}
                      onClick={() =>
                        verify.mutate(undefined, { onSuccess: () => void message.success(t('indexnow.verified')), onError })
                      }
                    >
                      {t('indexnow.verify')}
                    </Button>
                  )}
                </Space>
              </Space>
            ),
          },
          {
            title: t('indexnow.step3'),
            content: key?.verified_at && canEdit && (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <UrlsBox value={text} onChange={setText} placeholder={t('indexnow.placeholder', { url: site.url })} />
                <Button
                  type="primary"
                  disabled={pastedUrls(text).length === 0}
                  loading={submit.isPending}
                  onClick={() => submit.mutate(pastedUrls(text), { onError })}
                >
                  {t('indexnow.submit')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <ResultsTable rows={submit.data?.data ?? []} testId="indexnow-results" />
    </Space>
  )
}

function IndexingApiTab({ site, overview, canEdit }: { site: Site; overview: IndexingOverview; canEdit: boolean }) {
  const { t } = useTranslation('indexing')
  const { message } = App.useApp()
  const [text, setText] = useState('')
  const [type, setType] = useState<'URL_UPDATED' | 'URL_DELETED'>('URL_UPDATED')
  const notify = useNotify(site.id)
  const linked = overview.indexing === 'authorized'

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Alert type="info" showIcon title={t('indexingApi.ruleTitle')} description={t('indexingApi.rule')} />
      {!linked && (
        <Alert
          type="warning"
          showIcon
          title={t(overview.indexing === 'expired' ? 'indexingApi.expired' : 'indexingApi.notLinked')}
          action={
            <Link to="/profile">
              <Button size="small" type="primary">
                {t('searchConsole.toProfile')}
              </Button>
            </Link>
          }
        />
      )}
      <QuotaLine label={t('indexingApi.quota')} quota={overview.quotas.indexing} />
      {canEdit && (
        <>
          <Radio.Group value={type} onChange={(event) => setType(event.target.value)}>
            <Radio.Button value="URL_UPDATED">{t('indexingApi.updated')}</Radio.Button>
            <Radio.Button value="URL_DELETED">{t('indexingApi.deleted')}</Radio.Button>
          </Radio.Group>
          <UrlsBox value={text} onChange={setText} placeholder={t('indexingApi.placeholder')} />
          <Button
            type="primary"
            disabled={!linked || pastedUrls(text).length === 0}
            loading={notify.isPending}
            onClick={() =>
              notify.mutate(
                { urls: pastedUrls(text), type },
                { onError: (error) => void message.error(failureText(error, t('failed'))) },
              )
            }
          >
            {t('indexingApi.submit')}
          </Button>
        </>
      )}
      <ResultsTable rows={notify.data?.data ?? []} testId="indexing-results" />
    </Space>
  )
}

function HistoryTab({ site }: { site: Site }) {
  const { t } = useTranslation('indexing')
  const [params, setParams] = useSearchParams()
  const kind = parseHistoryKind(params.get('kind'))
  const page = Math.max(1, Number(params.get('page')) || 1)
  const history = useSubmissionHistory(site.id, kind, page)
  const go = (next: { kind?: string; page?: number }) => {
    const search = new URLSearchParams({ tab: 'history' })
    const nextKind = next.kind ?? kind
    if (nextKind !== 'all') search.set('kind', nextKind)
    if ((next.page ?? 1) > 1) search.set('page', String(next.page))
    setParams(search, { replace: true })
  }

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Segmented
        value={kind}
        onChange={(value) => go({ kind: String(value) })}
        options={HISTORY_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
      />
      <Table<Submission>
        data-testid="history"
        rowKey="id"
        size="middle"
        loading={history.isFetching}
        dataSource={history.data?.data ?? []}
        pagination={{
          current: page,
          pageSize: HISTORY_PER_PAGE,
          total: history.data?.meta.total ?? 0,
          showSizeChanger: false,
          onChange: (next) => go({ page: next }),
        }}
        locale={{ emptyText: history.isError ? failureText(history.error, t('failed')) : t('history.empty') }}
        columns={[
          { key: 'when', title: t('history.when'), width: 150, render: (_, row) => when(row.created_at) },
          { key: 'kind', title: t('history.kind'), width: 130, render: (_, row) => t(`kinds.${row.kind}`) },
          { key: 'url', title: t('columns.url'), dataIndex: 'url', ellipsis: true },
          { key: 'status', title: t('columns.status'), width: 100, render: (_, row) => <StatusTag row={row} /> },
          { key: 'answer', title: t('columns.answer'), render: (_, row) => answerSummary(row) || row.message },
          { key: 'who', title: t('history.who'), width: 180, ellipsis: true, dataIndex: 'user_email' },
        ]}
      />
    </Space>
  )
}

export function IndexingPage({ site }: { site: Site }) {
  const { t } = useTranslation('indexing')
  const [params, setParams] = useSearchParams()
  const tab = parseTab(params.get('tab'))
  const overview = useIndexingOverview(site.id)
  const canEdit = site.role !== 'viewer'

  if (overview.isLoading) {
    return (
      <ProjectFrame site={site}>
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </ProjectFrame>
    )
  }
  if (overview.isError || !overview.data) {
    return (
      <ProjectFrame site={site}>
        <Card>
          <LoadFailed title={t('loadFailed')} error={overview.error} onRetry={() => void overview.refetch()} />
        </Card>
      </ProjectFrame>
    )
  }
  const data = overview.data
  if (!data.available) {
    return (
      <ProjectFrame site={site}>
        <Card>
          <PlanRefusal message={t('plan.refused')} hint={t('plan.hint')} />
        </Card>
      </ProjectFrame>
    )
  }
  const panes: Record<IndexingTab, ReactNode> = {
    sitemaps: <SitemapsTab site={site} overview={data} canEdit={canEdit} />,
    inspection: <InspectionTab site={site} overview={data} canEdit={canEdit} />,
    indexnow: <IndexNowTab site={site} overview={data} canEdit={canEdit} />,
    indexing: <IndexingApiTab site={site} overview={data} canEdit={canEdit} />,
    history: <HistoryTab site={site} />,
  }

  return (
    <ProjectFrame site={site}>
      <Card>
        <Typography.Title level={4}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">
          {data.gsc_site_url ? t('property', { property: data.gsc_site_url }) : t('noPropertyShort')}
          {' · '}
          {t('quota.resets', { when: when(data.quotas.resets_at) })}
        </Typography.Paragraph>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'sitemaps' ? {} : { tab: key }, { replace: true })}
          items={(Object.keys(panes) as IndexingTab[]).map((key) => ({
            key,
            label: <span data-testid={`indexing-tab-${key}`}>{t(`tabs.${key}`)}</span>,
            children: panes[key],
          }))}
        />
      </Card>
    </ProjectFrame>
  )
}

/** `/projects/:id/google-indexing`: sitemaps, URL inspection, IndexNow and the Indexing API within Google's
 * rules, with today's quotas and the history of every submission. */
export function IndexingScreen() {
  return <SiteGate>{(site) => <IndexingPage site={site} />}</SiteGate>
}
