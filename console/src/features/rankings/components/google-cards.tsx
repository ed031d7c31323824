import { ApiOutlined, ArrowRightOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip as ChartTooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { failureText } from '@/lib/failure-text'
import { NO_DATA } from '@/lib/rank-format'
import type { Site } from '@/types/projects'
import { alignPeriods, changePercent, type GoogleDataState, useGaMetrics, useWebmasterMetrics } from '../api/google-data'
import { PendingCard } from './pending-card'
import styles from './rankings.module.css'

const CURRENT_COLOR = '#00b1c8'
const LAST_COLOR = '#b0b7c3'
// states in which the server shows no figures (api/google/dashboard.py EMPTYING): the card says why instead
const BLOCKING: GoogleDataState[] = ['not_linked', 'ga3', 'google.not_authorized', 'google.token_expired', 'google.no_permission']

type Source = 'gsc' | 'ga'

/** The text of a state that leaves the card without figures, or a warning beside cached figures. */
function useStateText(source: Source) {
  const { t } = useTranslation('rankings')
  return (state: GoogleDataState): string => {
    switch (state) {
      case 'not_linked':
        return t(source === 'gsc' ? 'dashboard.traffic.empty' : 'dashboard.channels.empty')
      case 'ga3':
        return t('dashboard.google.ga3')
      case 'google.not_authorized':
        return t('dashboard.google.notAuthorized')
      case 'google.token_expired':
        return t(source === 'gsc' ? 'dashboard.google.gscTokenExpired' : 'dashboard.google.gaTokenExpired')
      case 'google.no_permission':
        return t('dashboard.google.noPermission')
      case 'google.quota_exceeded':
        return t('dashboard.google.quota')
      default:
        return t(source === 'gsc' ? 'dashboard.google.gscFailed' : 'dashboard.google.gaFailed')
    }
  }
}

/** Where to go to fix a blocking state: the profile for the account, the project settings for the choice. */
function StateAction({ site, state, source }: { site: Site; state: GoogleDataState; source: Source }) {
  const { t } = useTranslation('rankings')
  const toSettings = state === 'not_linked' || state === 'ga3' || state === 'google.no_permission'
  const label = toSettings ? t(source === 'gsc' ? 'dashboard.traffic.link' : 'dashboard.channels.link') : t('dashboard.google.profile')
  return (
    <Link to={toSettings ? `/projects/${site.id}/edit?tab=google` : '/profile'}>
      <Button>
        {label} <ArrowRightOutlined />
      </Button>
    </Link>
  )
}

function Blocked({ title, site, state, source }: { title: string; site: Site; state: GoogleDataState; source: Source }) {
  const text = useStateText(source)(state)
  return (
    <PendingCard title={title} icon={<ApiOutlined />} description={text} testId={`${source}-card`} state={state}
      action={<StateAction site={site} state={state} source={source} />} />
  )
}

/** A figure of the last 30 days with the previous 30 days' value and the change beside it. */
function Compared({ title, current, last, digits = 0, suffix, testId }: {
  title: string
  current: number | null | undefined
  last: number | null | undefined
  digits?: number
  suffix?: string
  testId: string
}) {
  const { t } = useTranslation('rankings')
  const format = (value: number | null | undefined) =>
    value === null || value === undefined ? NO_DATA : `${value.toLocaleString('en-US', { maximumFractionDigits: digits })}${suffix ?? ''}`
  const change = changePercent(current, last)
  return (
    <div data-testid={testId}>
      <Statistic title={title} value={format(current)} />
      <Typography.Text type="secondary" className={styles.footnote}>
        {t('dashboard.google.previous', { value: format(last) })}
        {change !== null && ` · ${change > 0 ? '+' : ''}${change}%`}
      </Typography.Text>
    </div>
  )
}

function Loading({ title }: { title: string }) {
  return (
    <Card className={styles.card} title={title}>
      <Skeleton active paragraph={{ rows: 4 }} />
    </Card>
  )
}

/** "Search traffic and performance (last 30 days)": Search Console's clicks, impressions, CTR and average
 * position against the 30 days before, the daily clicks of both periods, and the top 20 queries by clicks. */
export function SearchTrafficCard({ site }: { site: Site }) {
  const { t } = useTranslation('rankings')
  const title = t('dashboard.traffic.title')
  const metrics = useWebmasterMetrics(site.id)
  const stateText = useStateText('gsc')
  if (metrics.isPending) return <Loading title={title} />
  if (metrics.isError) {
    // SPEC §8: a failed dashboard fetch leaves the stats empty
    return (
      <Card className={styles.card} title={title} data-testid="gsc-card">
        <Empty description={failureText(metrics.error, t('dashboard.google.gscFailed'))} />
      </Card>
    )
  }
  const data = metrics.data
  if (BLOCKING.includes(data.state)) return <Blocked title={title} site={site} state={data.state} source="gsc" />
  const current = data.siteData.current
  const last = data.siteData.last
  const chart = alignPeriods(data.siteDailyData, data.lastDailyData, data.period.current!.start, data.period.last!.start, (d) => d.clicks)
  return (
    <Card className={styles.card} title={title} data-testid="gsc-card" data-state={data.state}
      extra={<Typography.Text type="secondary">{data.siteUrl}</Typography.Text>}>
      {data.state !== 'ok' && <Alert type="warning" showIcon title={stateText(data.state)} style={{ marginBottom: 12 }} />}
      {!current ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.google.syncing')} />
      ) : (
        <>
          <Typography.Text type="secondary" className={styles.footnote}>
            {t('dashboard.google.period', { start: data.period.current!.start, end: data.period.current!.end })}
          </Typography.Text>
          <Row gutter={12} style={{ marginTop: 8 }}>
            <Col span={6}><Compared title={t('dashboard.traffic.clicks')} current={current.clicks} last={last?.clicks} testId="gsc-clicks" /></Col>
            <Col span={6}><Compared title={t('dashboard.traffic.impressions')} current={current.impressions} last={last?.impressions} testId="gsc-impressions" /></Col>
            <Col span={6}><Compared title={t('dashboard.traffic.ctr')} current={current.ctr * 100} last={last ? last.ctr * 100 : null} digits={1} suffix="%" testId="gsc-ctr" /></Col>
            <Col span={6}><Compared title={t('dashboard.traffic.position')} current={current.position} last={last?.position} digits={1} testId="gsc-position" /></Col>
          </Row>
          <div style={{ height: 200, marginTop: 12 }} data-testid="gsc-chart">
            <ResponsiveContainer>
              <LineChart data={chart} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="day" fontSize={12} />
                <YAxis fontSize={12} allowDecimals={false} />
                <ChartTooltip />
                <Legend />
                <Line name={t('dashboard.google.current')} dataKey="current" stroke={CURRENT_COLOR} dot={false} isAnimationActive={false} />
                <Line name={t('dashboard.google.last')} dataKey="last" stroke={LAST_COLOR} strokeDasharray="4 4" dot={false} isAnimationActive={false} />
              </LineChart>
            </ResponsiveContainer>
          </div>
          <Table
            size="small"
            rowKey="query"
            data-testid="gsc-top"
            pagination={false}
            scroll={{ y: 240 }}
            dataSource={data.topClickKeywords}
            columns={[
              { title: t('dashboard.traffic.top'), dataIndex: 'query', ellipsis: true },
              { title: t('dashboard.traffic.clicks'), dataIndex: 'clicks', width: 80, align: 'right' },
              { title: t('dashboard.traffic.impressions'), dataIndex: 'impressions', width: 90, align: 'right' },
              { title: t('dashboard.traffic.position'), dataIndex: 'position', width: 80, align: 'right', render: (value: number) => value.toFixed(1) },
            ]}
          />
        </>
      )}
    </Card>
  )
}

/** "Traffic by channel": GA4 sessions by default channel group, the last 30 days beside the 30 before. */
export function ChannelsCard({ site }: { site: Site }) {
  const { t } = useTranslation('rankings')
  const title = t('dashboard.channels.title')
  const metrics = useGaMetrics(site.id)
  const stateText = useStateText('ga')
  if (metrics.isPending) return <Loading title={title} />
  if (metrics.isError) {
    return (
      <Card className={styles.card} title={title} data-testid="ga-card">
        <Empty description={failureText(metrics.error, t('dashboard.google.gaFailed'))} />
      </Card>
    )
  }
  const data = metrics.data
  if (BLOCKING.includes(data.state)) return <Blocked title={title} site={site} state={data.state} source="ga" />
  const current = data.channelGroup.current
  const last = data.channelGroup.last
  const names = [...new Set([...Object.keys(current?.channels ?? {}), ...Object.keys(last?.channels ?? {})])]
  const chart = names.map((name) => ({ name, current: current?.channels[name] ?? 0, last: last?.channels[name] ?? 0 }))
  const totals = data.totals.current
  const lastTotals = data.totals.last
  return (
    <Card className={styles.card} title={title} data-testid="ga-card" data-state={data.state} extra={<Tag color="blue">GA4</Tag>}>
      {data.state !== 'ok' && <Alert type="warning" showIcon title={stateText(data.state)} style={{ marginBottom: 12 }} />}
      {!current ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.google.syncing')} />
      ) : (
        <>
          <Row gutter={12}>
            <Col span={6}><Compared title={t('dashboard.channels.sessions')} current={current.total} last={last?.total} testId="ga-sessions" /></Col>
            <Col span={6}><Compared title={t('dashboard.channels.users')} current={totals?.users} last={lastTotals?.users} testId="ga-users" /></Col>
            <Col span={6}><Compared title={t('dashboard.channels.bounceRate')} current={totals ? totals.bounce_rate * 100 : null} last={lastTotals ? lastTotals.bounce_rate * 100 : null} digits={1} suffix="%" testId="ga-bounce" /></Col>
            <Col span={6}><Compared title={t('dashboard.channels.pagesPerSession')} current={totals?.pages_per_session} last={lastTotals?.pages_per_session} digits={2} testId="ga-pages" /></Col>
          </Row>
          <div style={{ height: Math.max(160, chart.length * 36), marginTop: 12 }} data-testid="ga-chart">
            <ResponsiveContainer>
              <BarChart data={chart} layout="vertical" margin={{ top: 8, right: 12, bottom: 0, left: 24 }}>
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" fontSize={12} allowDecimals={false} />
                <YAxis type="category" dataKey="name" fontSize={12} width={110} />
                <ChartTooltip />
                <Legend />
                <Bar name={t('dashboard.google.current')} dataKey="current" fill={CURRENT_COLOR} isAnimationActive={false} />
                <Bar name={t('dashboard.google.last')} dataKey="last" fill={LAST_COLOR} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        </>
      )}
    </Card>
  )
}
