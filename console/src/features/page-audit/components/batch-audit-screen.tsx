import { CrownOutlined, PlusOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Input, Result, Space, Table, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { SiteGate } from '@/components/site-gate'
import type { Site } from '@/types/projects'
import { readableUrl } from '@/lib/rank-format'
import { planId, useUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import { usePageAuditActions } from '../api/mutations'
import { useCrawledPages, usePageEvaluations } from '../api/queries'
import { type BatchRow, batchRows, canBatchAudit, checkBatch, HTTP_URL } from '../utils/batch'
import styles from './page-audit.module.css'
import { SiteAuditFrame } from '@/components/site-audit-frame'

/** Pages offered for a batch: the audited ones this many at most, plus the latest crawl's pages. */
const AUDITED_OFFERED = 100

/** SPEC §6: batch audit is for the advanced plan and above; others are told so, with the way to upgrade. */
function PlanGate() {
  const { t } = useTranslation('pageAudit')
  return (
    <Card>
      <Result
        icon={<CrownOutlined style={{ color: '#d97706' }} />}
        title={t('errors:page_audit.batch_advanced_only')}
        extra={
          <Link to="/subscribe">
            <Button type="primary">{t('batch.upgrade')}</Button>
          </Link>
        }
        data-testid="batch-plan-gate"
      />
    </Card>
  )
}

function Batch({ site }: { site: Site }) {
  const { t } = useTranslation('pageAudit')
  const { message } = App.useApp()
  const navigate = useNavigate()
  const audited = usePageEvaluations(site.id, { page: 1, perPage: AUDITED_OFFERED, state: null, keyword: '' })
  const crawled = useCrawledPages(site.id)
  const { batch } = usePageAuditActions(site.id)
  const [rows, setRows] = useState<BatchRow[]>([])
  const [ticked, setTicked] = useState<Set<string>>(new Set())
  const [tried, setTried] = useState(false)
  const [serverError, setServerError] = useState<string>()
  const [newUrl, setNewUrl] = useState('')

  // the offered pages, once both lists are in; rows the user added or typed into are kept
  useEffect(() => {
    if (!audited.data || !crawled.data) return
    setRows((current) => batchRows([...current.map((row) => ({ ...row, target_keyword: row.keyword })), ...audited.data.data], crawled.data))
  }, [audited.data, crawled.data])

  const check = useMemo(() => checkBatch(rows, ticked), [rows, ticked])
  const missing = new Set(tried ? check.missing : [])

  const setKeyword = (url: string, keyword: string) => {
    setRows((current) => current.map((row) => (row.url === url ? { ...row, keyword } : row)))
    setServerError(undefined)
  }
  const addUrl = () => {
    const url = newUrl.trim()
    if (!HTTP_URL.test(url)) return setServerError(t('errors:project.url_invalid'))
    setRows((current) => (current.some((row) => row.url === url) ? current : [{ url, title: null, keyword: '' }, ...current]))
    setTicked((current) => new Set(current).add(url))
    setNewUrl('')
    setServerError(undefined)
  }
  const submit = () => {
    setTried(true)
    if (check.missing.length > 0 || check.pages.length === 0) return
    batch.mutate(check.pages, {
      onSuccess: () => {
        void message.success(t('batch.started', { count: check.pages.length }))
        navigate(`/projects/${site.id}/site-audit/pages`)
      },
      onError: (error) => setServerError(failureText(error, t('batch.failed'))),
    })
  }

  const problem = tried && check.missing.length > 0 ? t('errors:page_audit.batch_keyword_required') : serverError
  return (
    <Card
      title={t('batch.title')}
      extra={
        <Space>
          <Input
            style={{ width: 300 }}
            placeholder={t('batch.addUrl')}
            value={newUrl}
            onChange={(event) => setNewUrl(event.target.value)}
            onPressEnter={addUrl}
            aria-label={t('batch.addUrl')}
          />
          <Button icon={<PlusOutlined />} onClick={addUrl}>
            {t('batch.add')}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t('batch.intro')}</Typography.Paragraph>
      <Table<BatchRow>
        size="small"
        rowKey="url"
        loading={audited.isLoading || crawled.isLoading}
        dataSource={rows}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        rowSelection={{
          selectedRowKeys: [...ticked],
          onChange: (keys) => {
            setTicked(new Set(keys as string[]))
            setServerError(undefined)
          },
        }}
        locale={{ emptyText: t('batch.empty') }}
        columns={[
          {
            key: 'page',
            title: t('grid.url'),
            render: (_, row) => (
              <div className={styles.batchPage}>
                <span>{readableUrl(row.url)}</span>
                {row.title && <Typography.Text type="secondary">{row.title}</Typography.Text>}
              </div>
            ),
          },
          {
            key: 'keyword',
            title: t('grid.keyword'),
            width: 280,
            render: (_, row) => (
              <Input
                value={row.keyword}
                placeholder={t('batch.keywordPlaceholder')}
                status={missing.has(row.url) ? 'error' : undefined}
                onChange={(event) => setKeyword(row.url, event.target.value)}
                aria-label={t('batch.keywordFor', { url: readableUrl(row.url) })}
                data-url={row.url}
              />
            ),
          },
        ]}
      />
      {problem && <Alert className={styles.notice} type="error" showIcon title={problem} data-testid="batch-error" />}
      <div className={styles.batchFooter}>
        <Typography.Text type="secondary">{t('batch.ticked', { count: ticked.size })}</Typography.Text>
        <Button type="primary" disabled={ticked.size === 0} loading={batch.isPending} onClick={submit}>
          {t('batch.submit', { count: ticked.size })}
        </Button>
      </div>
    </Card>
  )
}

function BatchAudit({ site }: { site: Site }) {
  const { user } = useUser()
  return <SiteAuditFrame site={site}>{canBatchAudit(planId(user)) ? <Batch site={site} /> : <PlanGate />}</SiteAuditFrame>
}

/** `/projects/:id/site-audit/batch-audit`: tick pages, give each a keyword, audit them at once (advanced plan). */
export function BatchAuditScreen() {
  return <SiteGate>{(site) => <BatchAudit site={site} />}</SiteGate>
}
