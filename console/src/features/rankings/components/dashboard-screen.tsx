import { ApiOutlined, ArrowRightOutlined, LinkOutlined, SafetyCertificateOutlined } from '@ant-design/icons'
import { Button, Card, Col, Empty, Result, Row, Segmented, Skeleton, Space, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip as ChartTooltip, XAxis, YAxis } from 'recharts'
import { SiteGate } from '@/features/projects/components/site-gate'
import type { Site } from '@/features/projects/types'
import { failureText } from '@/lib/failure-text'
import { useHasScreen } from '@/lib/registered-routes'
import { useDashboard, useVisibility } from '../api/queries'
import type { Buckets, DiffTag } from '@/types/rankings'
import { diffText, diffTone, NO_DATA, share } from '@/lib/rank-format'
import { ProjectFrame } from '@/components/project-frame'
import styles from './rankings.module.css'
import { UpdateButton } from './update-button'

// SPEC §4 rank buckets: page 1 (1-10), page 2 (11-20), page 3 (21-30), beyond
const BUCKETS: { key: keyof Buckets; label: string; range: string; color: string }[] = [
  { key: 'on_first_page_count', label: 'dashboard.buckets.first', range: '1–10', color: '#00b1c8' },
  { key: 'on_second_page_count', label: 'dashboard.buckets.second', range: '11–20', color: '#52c41a' },
  { key: 'on_third_page_count', label: 'dashboard.buckets.third', range: '21–30', color: '#faad14' },
  { key: 'after_third_page_count', label: 'dashboard.buckets.beyond', range: '>30', color: '#bfbfbf' },
]

export function Change({ tag, diff }: { tag: DiffTag; diff: number | null }) {
  const { t } = useTranslation('rankings')
  const tone = diffTone(tag)
  const text = tag === 'new' || tag === 'lost' ? t(`diff.${tag}`) : diffText(diff)
  return (
    <span className={`${styles[tone]} ${styles.numeric}`} title={t(`diff.${tag}`)}>
      {text}
    </span>
  )
}

function PerformanceCard({ buckets, date, failed }: { buckets: Buckets; date: string | null; failed: number }) {
  const { t } = useTranslation('rankings')
  const total = BUCKETS.reduce((sum, bucket) => sum + buckets[bucket.key]!, 0)
  return (
    <Card className={styles.card} title={t('dashboard.performance.title')} data-testid="performance-card">
      <div className={styles.buckets}>
        {BUCKETS.map((bucket) => (
          <div
            key={bucket.key}
            className={styles.bucket}
            style={{ '--bucket-color': bucket.color } as React.CSSProperties}
            data-testid={`bucket-${bucket.key}`}
          >
            <div className={styles.bucketLabel}>{t(bucket.label)}</div>
            <div className={styles.bucketValue}>{buckets[bucket.key]}</div>
            <div className={styles.footnote}>
              {bucket.range} · {share(buckets[bucket.key]!, total)}%
            </div>
          </div>
        ))}
      </div>
      <div className={styles.bucketBar} aria-hidden>
        {BUCKETS.map((bucket) => (
          <span key={bucket.key} style={{ width: `${share(buckets[bucket.key]!, total)}%`, background: bucket.color }} />
        ))}
      </div>
      <Typography.Text className={styles.footnote}>
        {date ? t('dashboard.performance.asOf', { date }) : t('dashboard.performance.noCheck')}
        {buckets.average_position !== null &&
          ` · ${t('dashboard.performance.average', { value: buckets.average_position.toFixed(1) })}`}
        {buckets.no_data_count > 0 && ` · ${t('dashboard.performance.noData', { count: buckets.no_data_count })}`}
        {failed > 0 && ` · ${t('dashboard.performance.failed', { count: failed })}`}
      </Typography.Text>
    </Card>
  )
}

function TopCard({
  title,
  testId,
  empty,
  rows,
}: {
  title: string
  testId: string
  empty: string
  rows: { term: string; position: number | null; diff_tag: DiffTag; diff: number | null }[]
}) {
  const { t } = useTranslation('rankings')
  return (
    <Card className={styles.card} title={title} data-testid={testId}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <ol className={styles.topList}>
          {rows.map((row, index) => (
            <li key={row.term}>
              <span className={styles.topRank}>{index + 1}</span>
              <span className={styles.topTerm} title={row.term}>
                {row.term}
              </span>
              <span className={styles.topPosition}>
                {row.position === null ? NO_DATA : t('dashboard.top.position', { position: row.position })}
              </span>
              <Change tag={row.diff_tag} diff={row.diff} />
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}

function VisibilityCard({ siteId }: { siteId: number }) {
  const { t } = useTranslation('rankings')
  const [period, setPeriod] = useState<'30' | '90'>('30')
  const visibility = useVisibility(siteId, period)
  const points = visibility.data?.data ?? []
  const hasData = points.some((point) => point.score !== null)
  return (
    <Card
      className={styles.card}
      title={t('dashboard.visibility.title')}
      extra={
        <Segmented
          size="small"
          value={period}
          onChange={(value) => setPeriod(value as '30' | '90')}
          options={[
            { value: '30', label: t('filters.period.30') },
            { value: '90', label: t('filters.period.90') },
          ]}
        />
      }
    >
      {visibility.isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} title={false} />
      ) : visibility.isError ? (
        <Empty description={failureText(visibility.error, t('dashboard.visibility.failed'))} />
      ) : !hasData ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.visibility.empty')} />
      ) : (
        <div style={{ height: 220 }} data-testid="visibility-chart">
          <ResponsiveContainer>
            <AreaChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="date" tickFormatter={(day: string) => dayjs(day).format('M/D')} fontSize={12} minTickGap={16} />
              <YAxis domain={[0, 100]} fontSize={12} />
              <ChartTooltip
                formatter={(value) => [value, t('dashboard.visibility.score')]}
                labelFormatter={(day) => String(day)}
              />
              <Area type="monotone" dataKey="score" stroke="#00b1c8" fill="#00b1c8" fillOpacity={0.15} connectNulls={false} dot={{ r: 3 }} isAnimationActive={false} />
            </AreaChart>
          </ResponsiveContainer>
        </div>
      )}
    </Card>
  )
}

/** A panel whose data needs something not there yet: says so and points to what would bring it. */
function PendingCard({
  title,
  icon,
  description,
  action,
}: {
  title: string
  icon: React.ReactNode
  description: string
  action?: React.ReactNode
}) {
  return (
    <Card className={styles.card} title={title}>
      <Empty className={styles.pending} image={<span style={{ fontSize: 40, color: '#00b1c8' }}>{icon}</span>} description={description}>
        {action}
      </Empty>
    </Card>
  )
}

function Dashboard({ site }: { site: Site }) {
  const { t } = useTranslation('rankings')
  const hasScreen = useHasScreen()
  const dashboard = useDashboard(site.id)
  const stats = dashboard.data?.google_statistics
  const important = dashboard.data?.important_keywords
  const audit = `/projects/${site.id}/site-audit`

  return (
    <ProjectFrame site={site} sandbox={stats?.sandbox} extra={<UpdateButton site={site} />}>
      {dashboard.isLoading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : dashboard.isError || !stats || !important ? (
        <Card>
          <Result
            status="warning"
            title={t('dashboard.failed')}
            subTitle={failureText(dashboard.error, '')}
            extra={<Button onClick={() => void dashboard.refetch()}>{t('common:actions.retry')}</Button>}
          />
        </Card>
      ) : (
        <>
          {site.keyword_count === 0 && (
            <Card className={styles.grid}>
              <Result
                status="info"
                title={t('dashboard.noKeywords.title')}
                subTitle={t('dashboard.noKeywords.body')}
                extra={
                  <Link to={`/projects/${site.id}/keywords`}>
                    <Button type="primary">{t('dashboard.noKeywords.action')}</Button>
                  </Link>
                }
              />
            </Card>
          )}
          <Row gutter={[20, 20]} className={styles.grid}>
            <Col xs={24} xl={12}>
              <PerformanceCard buckets={stats.today} date={stats.date} failed={stats.failed_count} />
            </Col>
            <Col xs={24} md={12} xl={6}>
              <TopCard
                title={t('dashboard.top.best')}
                testId="best-top3"
                empty={t('dashboard.top.empty')}
                rows={important.best_top3.map((row) => ({ ...row }))}
              />
            </Col>
            <Col xs={24} md={12} xl={6}>
              <TopCard
                title={t('dashboard.top.changes')}
                testId="change-top3"
                empty={t(stats.date ? 'dashboard.top.noChanges' : 'dashboard.top.empty')}
                rows={important.ranking_change_top3.map((row) => ({ ...row, position: row.todayPosition }))}
              />
            </Col>
          </Row>
          <Row gutter={[20, 20]} className={styles.grid}>
            <Col xs={24} xl={12}>
              <VisibilityCard siteId={site.id} />
            </Col>
            <Col xs={24} md={12} xl={6}>
              <PendingCard
                title={t('dashboard.authority.title')}
                icon={<SafetyCertificateOutlined />}
                description={t('dashboard.authority.pending')}
              />
            </Col>
            <Col xs={24} md={12} xl={6}>
              <PendingCard
                title={t('dashboard.seo.title')}
                icon={<LinkOutlined />}
                description={t('dashboard.seo.pending')}
                action={
                  hasScreen(audit) ? (
                    <Link to={audit}>
                      <Button type="primary">{t('dashboard.seo.action')}</Button>
                    </Link>
                  ) : undefined
                }
              />
            </Col>
          </Row>
          <Row gutter={[20, 20]} className={styles.grid}>
            <Col xs={24} xl={12}>
              <PendingCard
                title={t('dashboard.traffic.title')}
                icon={<ApiOutlined />}
                description={t('dashboard.traffic.empty')}
                action={
                  <Link to="/profile">
                    <Button>
                      {t('dashboard.traffic.link')} <ArrowRightOutlined />
                    </Button>
                  </Link>
                }
              />
            </Col>
            <Col xs={24} xl={12}>
              <PendingCard
                title={t('dashboard.channels.title')}
                icon={<ApiOutlined />}
                description={t('dashboard.channels.empty')}
                action={
                  <Space>
                    <Link to="/profile">
                      <Button>
                        {t('dashboard.channels.link')} <ArrowRightOutlined />
                      </Button>
                    </Link>
                  </Space>
                }
              />
            </Col>
          </Row>
        </>
      )}
    </ProjectFrame>
  )
}

/** `/projects/:id` and `/projects/:id/board`: the project dashboard (SPEC §2, §3 dashboard data). */
export function DashboardScreen() {
  return <SiteGate>{(site) => <Dashboard site={site} />}</SiteGate>
}
