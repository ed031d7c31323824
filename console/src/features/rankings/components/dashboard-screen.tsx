import { ArrowRightOutlined, LinkOutlined, SafetyCertificateOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Col, Empty, Progress, Result, Row, Segmented, Skeleton, Space, Statistic, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip as ChartTooltip, XAxis, YAxis } from 'recharts'
import { SiteGate } from '@/components/site-gate'
import { LoadFailed } from '@/components/load-failed'
import { HEALTH_COLORS, healthTone, SEVERITY_COLORS } from '@/lib/severity'
import type { Site } from '@/types/projects'
import { failureText } from '@/lib/failure-text'
import { useHasScreen } from '@/lib/registered-routes'
import { useRankingUpdate } from '../api/mutations'
import { useDashboard, useSiteMetrics, useVisibility } from '../api/queries'
import type { Buckets, DiffTag, SeoOptimization } from '@/types/rankings'
import { diffText, diffTone, NO_DATA, share } from '@/lib/rank-format'
import { averageText, bucketRows } from '@/lib/rank-buckets'
import { ProjectFrame } from '@/components/project-frame'
import styles from './rankings.module.css'
import { ChannelsCard, SearchTrafficCard } from './google-cards'
import { PendingCard } from './pending-card'
import { UpdateButton } from './update-button'

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
  const rows = bucketRows(buckets, t)
  const total = rows.reduce((sum, bucket) => sum + bucket.count, 0)
  const average = averageText(buckets, t)
  return (
    <Card className={styles.card} title={t('dashboard.performance.title')} data-testid="performance-card">
      <div className={styles.buckets}>
        {rows.map((bucket) => (
          <div
            key={bucket.key}
            className={styles.bucket}
            style={{ '--bucket-color': bucket.color } as React.CSSProperties}
            data-testid={`bucket-${bucket.key}`}
          >
            <div className={styles.bucketLabel} title={bucket.label}>
              {bucket.label}
            </div>
            <div className={styles.bucketValue}>{bucket.count}</div>
            <div className={styles.footnote}>
              {bucket.range}
              <br />
              {share(bucket.count, total)}%
            </div>
          </div>
        ))}
      </div>
      <div className={styles.bucketBar} aria-hidden>
        {rows.map((bucket) => (
          <span key={bucket.key} style={{ width: `${share(bucket.count, total)}%`, background: bucket.color }} />
        ))}
      </div>
      <Typography.Text className={styles.footnote} data-testid="performance-average">
        {date ? t('dashboard.performance.asOf', { date }) : t('dashboard.performance.noCheck')}
        {average && ` · ${average}`}
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

/** A new project's first check, while it runs: its progress, so an empty board reads as "coming". */
function FirstCheckBanner({ siteId }: { siteId: number }) {
  const { t } = useTranslation('rankings')
  const { status } = useRankingUpdate(siteId)
  const operation = status.data?.operation
  if (!status.data?.updating || operation?.detail.trigger !== 'project_created') return null
  return (
    <Alert
      className={styles.grid}
      type="info"
      showIcon
      data-testid="first-check"
      title={t('dashboard.firstCheck.title')}
      description={
        <>
          <Progress percent={operation.progress} size="small" />
          <Typography.Text type="secondary">{t('dashboard.firstCheck.body')}</Typography.Text>
        </>
      }
    />
  )
}

/** Domain authority and backlinks of the project and its competitors (GET /sites/{id}/metrics), "not yet
 * evaluated" until the link store knows the site, and the plan's refusal on a plan without backlinks. */
function AuthorityCard({ siteId }: { siteId: number }) {
  const { t } = useTranslation('rankings')
  const metrics = useSiteMetrics(siteId)
  const research = '/sites/research'
  const hasScreen = useHasScreen()
  const pending = (description: string) => (
    <PendingCard title={t('dashboard.authority.title')} icon={<SafetyCertificateOutlined />} description={description}
      action={hasScreen(research) ? <Link to={research}><Button>{t('dashboard.authority.research')}</Button></Link> : undefined} />
  )
  if (metrics.isPending) return <Card className={styles.card} title={t('dashboard.authority.title')}><Skeleton active /></Card>
  if (metrics.isError) return pending(failureText(metrics.error, t('dashboard.authority.failed')))
  const data = metrics.data
  if (data.locked) return pending(t('dashboard.authority.locked'))
  if (!data.evaluated) return pending(t('dashboard.authority.pending'))
  const number = (value: number | null | undefined, digits = 0) =>
    value === null || value === undefined ? NO_DATA : value.toLocaleString('en-US', { maximumFractionDigits: digits })
  return (
    <Card className={styles.card} title={t('dashboard.authority.title')} data-testid="authority-card">
      <Row gutter={12}>
        <Col span={8}><Statistic title={t('dashboard.authority.domainAuthority')} value={number(data.domainAuthority, 1)} /></Col>
        <Col span={8}><Statistic title={t('dashboard.authority.backlinks')} value={number(data.externalPagesToRootDomain)} /></Col>
        <Col span={8}><Statistic title={t('dashboard.authority.referringDomains')} value={number(data.rootDomainsToRootDomain)} /></Col>
      </Row>
      {data.sites.length > 1 && (
        <Space orientation="vertical" size={2} style={{ width: '100%', marginTop: 12 }} data-testid="authority-competitors">
          {data.sites.slice(1).map((entry) => (
            <Space key={entry.url} style={{ width: '100%', justifyContent: 'space-between' }}>
              <Typography.Text ellipsis style={{ maxWidth: 160 }}>{entry.name}</Typography.Text>
              <Typography.Text type="secondary">
                {t('dashboard.authority.competitor', { rating: number(entry.domainAuthority, 1), backlinks: number(entry.externalPagesToRootDomain) })}
              </Typography.Text>
            </Space>
          ))}
        </Space>
      )}
      {data.sites.some((entry) => entry.sandbox) && <Typography.Text type="secondary">{t('sandbox.label')}</Typography.Text>}
    </Card>
  )
}

/** The latest completed site check: its health, errors and broken links, with the way to it. */
function SeoCard({ seo, overview, brokenLinks }: { seo: SeoOptimization; overview: string; brokenLinks: string }) {
  const { t } = useTranslation('rankings')
  const broken = seo.broken_links.internal + seo.broken_links.external
  const date = seo.finished_at ? dayjs(seo.finished_at).format('YYYY/MM/DD') : NO_DATA
  return (
    <Card
      className={styles.card}
      title={t('dashboard.seo.title')}
      data-testid="seo-card"
      extra={
        <Link to={`${overview}?check=${seo.site_check_id}`} data-testid="seo-card-link">
          {t('dashboard.seo.view')} <ArrowRightOutlined />
        </Link>
      }
    >
      <Row gutter={[12, 12]}>
        <Col span={24}>
          <Statistic
            title={t('dashboard.seo.health')}
            value={seo.health_score ?? NO_DATA}
            suffix={seo.health_score === null ? undefined : '/ 100'}
            valueStyle={{ color: HEALTH_COLORS[healthTone(seo.health_score)], fontWeight: 600 }}
            data-testid="seo-health"
          />
        </Col>
        <Col span={12}>
          <Statistic
            title={t('dashboard.seo.errors')}
            value={seo.issues.error}
            valueStyle={{ color: seo.issues.error ? SEVERITY_COLORS.error : undefined, fontSize: 20 }}
            data-testid="seo-errors"
          />
        </Col>
        <Col span={12}>
          <Statistic
            title={t('dashboard.seo.warnings')}
            value={seo.issues.warning}
            valueStyle={{ color: seo.issues.warning ? SEVERITY_COLORS.warning : undefined, fontSize: 20 }}
          />
        </Col>
        <Col span={24} data-testid="seo-broken">
          <Link to={brokenLinks}>
            <LinkOutlined /> {t('dashboard.seo.brokenCount', { count: broken })}
          </Link>
          <div className={styles.footnote}>
            {t('dashboard.seo.brokenDetail', { internal: seo.broken_links.internal, external: seo.broken_links.external })}
          </div>
        </Col>
      </Row>
      <Typography.Text className={styles.footnote}>
        {t('dashboard.seo.asOf', { date, pages: seo.pages_crawled })}
      </Typography.Text>
    </Card>
  )
}

function Dashboard({ site }: { site: Site }) {
  const { t } = useTranslation('rankings')
  const hasScreen = useHasScreen()
  const dashboard = useDashboard(site.id)
  const stats = dashboard.data?.google_statistics
  const important = dashboard.data?.important_keywords
  const seo = dashboard.data?.seo_optimization ?? null
  const overview = `/projects/${site.id}/site-audit/overview`

  return (
    <ProjectFrame site={site} sandbox={stats?.sandbox} extra={<UpdateButton site={site} />}>
      {dashboard.isLoading ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : dashboard.isError || !stats || !important ? (
        <Card>
          <LoadFailed title={t('dashboard.failed')} error={dashboard.error} onRetry={() => void dashboard.refetch()} />
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
          <FirstCheckBanner siteId={site.id} />
          <Row gutter={[20, 20]} className={styles.grid}>
            <Col xs={24} xl={12}>
              <PerformanceCard buckets={stats.today} date={stats.date} failed={stats.failed_count} />
            </Col>
            <Col xs={24} md={12} xl={6}>
              <TopCard
                title={t('dashboard.top.best')}
                testId="best-top3"
                empty={t(stats.date ? 'dashboard.top.noneFound' : 'dashboard.top.empty')}
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
              <AuthorityCard siteId={site.id} />
            </Col>
            <Col xs={24} md={12} xl={6}>
              {seo ? (
                <SeoCard seo={seo} overview={overview} brokenLinks={`/projects/${site.id}/broken-links`} />
              ) : (
                <PendingCard
                  title={t('dashboard.seo.title')}
                  icon={<LinkOutlined />}
                  description={t('dashboard.seo.pending')}
                  action={
                    hasScreen(overview) ? (
                      <Link to={overview}>
                        <Button type="primary">{t('dashboard.seo.action')}</Button>
                      </Link>
                    ) : undefined
                  }
                />
              )}
            </Col>
          </Row>
          <Row gutter={[20, 20]} className={styles.grid}>
            <Col xs={24} xl={12}>
              <SearchTrafficCard site={site} />
            </Col>
            <Col xs={24} xl={12}>
              <ChannelsCard site={site} />
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
