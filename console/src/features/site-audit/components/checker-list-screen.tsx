import { SearchOutlined } from '@ant-design/icons'
import { Button, Card, Empty, Input, Result, Space, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { SITES_PER_PAGE, useSites } from '@/lib/api/get-sites'
import { SiteAvatar } from '@/components/site-avatar'
import type { Site } from '@/types/projects'
import { failureText } from '@/lib/failure-text'
import { pageToShow } from '@/lib/pagination'
import { useSiteCheck } from '../api/queries'
import { crawlPercent, isRunning } from '../utils/format'
import { HEALTH_COLORS, healthTone } from '@/lib/severity'
import { StartCheckButton } from './check-states'
import styles from './site-audit.module.css'
import { SeverityTally } from './summary'

const SEARCH_DELAY_MS = 300
const STATE_COLORS = { pending: 'default', in_progress: 'processing', completed: 'success', failed: 'error' } as const

/** A project's latest check as the list shows it: health, state, findings, date. */
function LatestCheck({ site, part }: { site: Site; part: 'health' | 'state' | 'issues' | 'date' | 'actions' }) {
  const { t } = useTranslation('audit')
  const { data: check, isLoading, isError } = useSiteCheck(site.id, null)
  if (isLoading) return <span className={styles.footnote}>…</span>
  if (part === 'actions') {
    return (
      <Space>
        {check && (
          <Link to={`/seo-checker/${site.id}`}>
            <Button size="small">{t('actions.view')}</Button>
          </Link>
        )}
        {!isRunning(check?.state) && <StartCheckButton siteId={site.id} again={!!check} size="small" />}
      </Space>
    )
  }
  if (isError) return <Typography.Text type="danger">{t('errors.loadFailed')}</Typography.Text>
  if (!check) return part === 'state' ? <Tag>{t('list.never')}</Tag> : <span className={styles.footnote}>—</span>
  switch (part) {
    case 'health': {
      const tone = healthTone(check.health_score)
      return (
        <strong style={{ color: HEALTH_COLORS[tone], fontSize: 18 }} data-testid={`health-${site.id}`}>
          {check.health_score ?? '—'}
        </strong>
      )
    }
    case 'state':
      return (
        <Tag color={STATE_COLORS[check.state]} data-testid={`state-${site.id}`}>
          {t(`state.${check.state}`)}
          {isRunning(check.state) && ` ${crawlPercent(check)}%`}
        </Tag>
      )
    case 'issues':
      return check.state === 'completed' ? <SeverityTally counts={check.issues} /> : <span className={styles.footnote}>—</span>
    case 'date':
      return <span>{dayjs(check.finished_at ?? check.created_at).format('YYYY/MM/DD HH:mm')}</span>
  }
}

/**
 * `/seo-checker` and `/sites/seo-checker`: the user's projects with the latest check of each (health,
 * state, findings) and a button to check one now.
 */
export function CheckerListScreen() {
  const { t } = useTranslation('audit')
  const [params, setParams] = useSearchParams()
  const page = Math.max(Number(params.get('page')) || 1, 1)
  const name = params.get('q') ?? ''
  const [search, setSearch] = useState(name)
  const sites = useSites({ page, name })

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        return next
      },
      { replace: true },
    )

  useEffect(() => {
    if (search.trim() === name) return
    const timer = window.setTimeout(() => setParam({ q: search.trim() || null, page: null }), SEARCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [search, name])

  useEffect(() => {
    const target = pageToShow(sites.data?.meta, sites.data?.data.length ?? 0)
    if (target !== null) setParam({ page: String(target) })
  }, [sites.data])

  const column = (key: 'health' | 'state' | 'issues' | 'date' | 'actions', width?: number) => ({
    key,
    title: t(`list.columns.${key}`),
    width,
    render: (_: unknown, site: Site) => <LatestCheck site={site} part={key} />,
  })

  return (
    <>
      <PageHeader
        title={t('checker.title')}
        subtitle={t('checker.subtitle')}
        extra={
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('list.search')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ width: 260 }}
            data-testid="checker-search"
          />
        }
      />
      <Card>
        {sites.isError ? (
          <Result
            status="warning"
            title={failureText(sites.error, t('errors.sitesFailed'))}
            extra={<Button onClick={() => void sites.refetch()}>{t('common:actions.retry')}</Button>}
          />
        ) : (
          <Table<Site>
            rowKey="id"
            loading={sites.isLoading}
            dataSource={sites.data?.data ?? []}
            data-testid="checker-list"
            locale={{
              emptyText: (
                <Empty description={name ? t('list.noMatch') : t('list.empty')}>
                  {!name && (
                    <Link to="/?new=1">
                      <Button type="primary">{t('list.newProject')}</Button>
                    </Link>
                  )}
                </Empty>
              ),
            }}
            pagination={{
              current: page,
              pageSize: SITES_PER_PAGE,
              total: sites.data?.meta.total ?? 0,
              hideOnSinglePage: true,
              showSizeChanger: false,
              onChange: (next) => setParam({ page: next > 1 ? String(next) : null }),
            }}
            columns={[
              {
                key: 'site',
                title: t('list.columns.site'),
                render: (_, site) => (
                  <Space>
                    <SiteAvatar name={site.name} domain={site.domain} size={32} />
                    <span>
                      <Link to={`/seo-checker/${site.id}`} data-testid={`site-${site.id}`}>
                        {site.name}
                      </Link>
                      <div className={styles.footnote}>{site.domain}</div>
                    </span>
                  </Space>
                ),
              },
              column('health', 100),
              column('state', 140),
              column('issues', 170),
              column('date', 160),
              column('actions', 200),
            ]}
          />
        )}
      </Card>
    </>
  )
}
