import { Alert, Descriptions, Drawer, Empty, Skeleton, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip as ChartTooltip,
  XAxis,
  YAxis,
} from 'recharts'
import type { Competitor, Site } from '@/features/projects/types'
import { failureText } from '@/lib/failure-text'
import { type ScopeParams, useDaySerp, useKeywordRankings } from '../api/queries'
import type { RankedKeyword } from '../types'
import { type ChartRow, chartRows, seriesKey } from '../utils/chart'
import { diffText, rankText, readableUrl, sameSite, shortUrl } from '../utils/format'
import { Change } from './dashboard-screen'
import styles from './rankings.module.css'

const COLORS = ['#00b1c8', '#f59e0b', '#8b5cf6', '#ef4444', '#10b981', '#3b82f6', '#ec4899', '#64748b']

interface TooltipProps {
  active?: boolean
  label?: string
  payload?: { dataKey: string; name: string; color: string; payload: ChartRow }[]
}

function HistoryTooltip({ active, label, payload, todayUrl, end }: TooltipProps & { todayUrl: string | null; end: string }) {
  const { t } = useTranslation('rankings')
  if (!active || !payload?.length) return null
  const row = payload[0].payload
  return (
    <div style={{ background: '#fff', border: '1px solid #e5e5e5', borderRadius: 6, padding: '8px 12px', fontSize: 12 }}>
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{label}</div>
      {payload.map((item) => (
        <div key={item.dataKey} style={{ color: item.color }}>
          {item.name}: {(row[`${item.dataKey}:label`] as string | null) ?? t('chart.noData')}
        </div>
      ))}
      {label === end && todayUrl && (
        <div style={{ marginTop: 4, color: 'rgba(0,0,0,.6)' }}>
          {t('chart.url')}: {shortUrl(todayUrl)}
        </div>
      )}
    </div>
  )
}

/** The day's SERP: every domain ranked that day, ours and the competitors' highlighted. */
function DaySerp({ keyword, scope, day, site, competitors }: {
  keyword: RankedKeyword
  scope: ScopeParams
  day: string | null
  site: Site
  competitors: Competitor[]
}) {
  const { t } = useTranslation('rankings')
  const serp = useDaySerp(keyword.id, scope, day)
  const rows = useMemo(() => {
    const domains = serp.data?.data[0]?.domains ?? []
    const ranked = domains
      .map((entry) => ({ domain: entry.domain, position: entry.points.at(-1)?.position ?? null }))
      .filter((entry): entry is { domain: string; position: number } => entry.position !== null)
      .sort((a, b) => a.position - b.position)
      .map((entry) => ({
        ...entry,
        ours: sameSite(entry.domain, site.domain),
        rival: competitors.find((competitor) => sameSite(entry.domain, competitor.domain))?.name ?? null,
      }))
    const position = keyword.ranking?.today.position ?? null
    // beyond the top 10: our own position still shows, below the top 10
    if (position !== null && !ranked.some((row) => row.ours)) {
      ranked.push({ domain: site.domain, position, ours: true, rival: null })
    }
    return ranked
  }, [serp.data, site.domain, competitors, keyword.ranking])

  if (serp.isLoading) return <Skeleton active paragraph={{ rows: 4 }} title={false} />
  if (serp.isError) return <Alert type="warning" showIcon title={failureText(serp.error, t('serp.failed'))} />
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('serp.empty')} />
  return (
    <Table
      size="small"
      rowKey="domain"
      pagination={false}
      dataSource={rows}
      data-testid="day-serp"
      rowClassName={(row) => (row.ours ? styles.serpOurs : row.rival ? styles.serpRival : '')}
      columns={[
        { title: t('serp.position'), dataIndex: 'position', width: 70 },
        { title: t('serp.domain'), dataIndex: 'domain' },
        {
          title: '',
          width: 140,
          render: (_, row) =>
            row.ours ? <Tag color="cyan">{t('serp.ours')}</Tag> : row.rival ? <Tag color="orange">{row.rival}</Tag> : null,
        },
      ]}
    />
  )
}

/** A keyword's history: the rank chart (inverted axis, competitor lines, gaps) and the day's SERP. */
export function KeywordDrawer({
  keyword,
  scope,
  site,
  competitors,
  onClose,
}: {
  keyword: RankedKeyword | null
  scope: ScopeParams
  site: Site
  competitors: Competitor[]
  onClose: () => void
}) {
  const { t } = useTranslation('rankings')
  const history = useKeywordRankings(keyword?.id ?? null, scope)
  const rows = useMemo(() => chartRows(history.data?.series ?? []), [history.data])
  const hasData = rows.some((row) => Object.entries(row).some(([key, value]) => !key.includes(':') && key !== 'date' && value !== null))
  const failedDays = history.data?.checks.filter((check) => check.state === 'failed').length ?? 0
  const ranking = keyword?.ranking
  // checked, but never found within the results fetched (">50"): say so rather than "no data"
  const notFound = history.data?.series[0]?.points.find((point) => point.label !== null)?.label

  return (
    <Drawer
      open={keyword !== null}
      onClose={onClose}
      size={760}
      title={keyword?.text}
      destroyOnHidden
      data-testid="keyword-drawer"
    >
      {keyword && (
        <>
          <Descriptions size="small" column={3} className={styles.drawerMeta}>
            <Descriptions.Item label={t('grid.today')}>{rankText(ranking?.today)}</Descriptions.Item>
            <Descriptions.Item label={t('grid.weekAgo')}>{rankText(ranking?.week_ago)}</Descriptions.Item>
            <Descriptions.Item label={t('grid.change')}>
              {ranking ? <Change tag={ranking.diff_tag} diff={ranking.diff} /> : diffText(null)}
            </Descriptions.Item>
            <Descriptions.Item label={t('grid.url')} span={3}>
              {ranking?.url ? (
                <Typography.Link href={ranking.url} target="_blank" rel="noopener noreferrer">
                  {readableUrl(ranking.url)}
                </Typography.Link>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            {keyword.target_url && (
              <Descriptions.Item label={t('keywords.targetUrl')} span={3}>
                {keyword.target_url}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Typography.Title level={5}>{t('chart.title')}</Typography.Title>
          {history.isLoading ? (
            <Skeleton active paragraph={{ rows: 6 }} />
          ) : history.isError ? (
            <Alert type="error" showIcon title={failureText(history.error, t('chart.failed'))} />
          ) : !hasData ? (
            <Empty description={notFound ? t('chart.notRanked', { label: notFound }) : t('chart.empty')} />
          ) : (
            <div className={styles.chartBox} data-testid="keyword-chart">
              <ResponsiveContainer>
                <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: -12 }}>
                  <CartesianGrid strokeDasharray="3 3" vertical={false} />
                  <XAxis dataKey="date" tickFormatter={(day: string) => dayjs(day).format('M/D')} fontSize={12} />
                  <YAxis
                    reversed
                    allowDecimals={false}
                    // rank 1 on top; the bottom rounded up to a whole page of 10 so a point never sits on the axis
                    domain={[1, (max: number) => Math.ceil((max + 1) / 10) * 10]}
                    padding={{ top: 8, bottom: 8 }}
                    fontSize={12}
                  />
                  <ChartTooltip content={<HistoryTooltip todayUrl={ranking?.url ?? null} end={history.data!.end} />} />
                  <Legend />
                  {history.data!.series.map((line, index) => (
                    <Line
                      key={seriesKey(line)}
                      dataKey={seriesKey(line)}
                      name={line.site === 'project' ? `${line.name} (${t('serp.ours')})` : line.name}
                      stroke={COLORS[index % COLORS.length]}
                      strokeWidth={line.site === 'project' ? 2.5 : 1.5}
                      dot={{ r: 2 }}
                      connectNulls={false}
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </div>
          )}
          {failedDays > 0 && <Typography.Text type="secondary">{t('chart.failedDays', { count: failedDays })}</Typography.Text>}
          <Typography.Title level={5} style={{ marginTop: 20 }}>
            {t('serp.title', { date: ranking?.date ?? '' })}
          </Typography.Title>
          <DaySerp keyword={keyword} scope={scope} day={ranking?.date ?? null} site={site} competitors={competitors} />
        </>
      )}
    </Drawer>
  )
}
