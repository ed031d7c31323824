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
import type { Competitor } from '@/types/projects'
import { failureText } from '@/lib/failure-text'
import { type ScopeParams, useDaySerp, useKeywordRankings } from '../api/queries'
import type { RankedKeyword, SerpRow } from '@/types/rankings'
import { type ChartRow, chartRows, seriesKey } from '../utils/chart'
import { diffText, rankText, readableUrl, shortUrl } from '@/lib/rank-format'
import { Change } from './dashboard-screen'
import { SandboxTag } from '@/components/sandbox-tag'
import styles from './rankings.module.css'

const COLORS = ['#00b1c8', '#f59e0b', '#8b5cf6', '#ef4444', '#10b981', '#3b82f6', '#ec4899', '#64748b']

interface TooltipProps {
  active?: boolean
  label?: string
  payload?: { dataKey: string; name: string; color: string; payload: ChartRow }[]
}

/** The day under the pointer: each line's rank and the URL that held it that day. */
function HistoryTooltip({ active, label, payload }: TooltipProps) {
  const { t } = useTranslation('rankings')
  if (!active || !payload?.length) return null
  const row = payload[0].payload
  return (
    <div className={styles.chartTooltip} data-testid="chart-tooltip">
      <div className={styles.chartTooltipDay}>{label}</div>
      {payload.map((item) => {
        const url = row[`${item.dataKey}:url`] as string | null
        return (
          <div key={item.dataKey} style={{ color: item.color }}>
            {item.name}: {(row[`${item.dataKey}:label`] as string | null) ?? t('chart.noData')}
            {url && <div className={styles.chartTooltipUrl}>{shortUrl(url)}</div>}
          </div>
        )
      })}
    </div>
  )
}

/** The day's whole stored SERP (every page fetched, every result type), ours and the competitors' rows
 * highlighted as the API marks them by the project's match rules. */
function DaySerpTable({ keyword, scope, day, competitors }: {
  keyword: RankedKeyword
  scope: ScopeParams
  day: string | null
  competitors: Competitor[]
}) {
  const { t } = useTranslation('rankings')
  const serp = useDaySerp(keyword.id, scope, day)
  const rivals = useMemo(() => new Map(competitors.map((c) => [c.id, c.name])), [competitors])

  if (serp.isLoading) return <Skeleton active paragraph={{ rows: 4 }} title={false} />
  if (serp.isError) return <Alert type="warning" showIcon title={failureText(serp.error, t('serp.failed'))} />
  const rows = serp.data?.results ?? []
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('serp.empty')} />
  return (
    <Table<SerpRow>
      size="small"
      rowKey="row"
      pagination={false}
      dataSource={rows}
      data-testid="day-serp"
      scroll={{ y: 480 }}
      rowClassName={(row) => (row.site === 'project' ? styles.serpOurs : row.site === 'competitor' ? styles.serpRival : '')}
      columns={[
        { title: t('serp.position'), dataIndex: 'position', width: 64, render: (position: number | null) => position ?? '—' },
        {
          title: t('serp.result'),
          key: 'result',
          render: (_, row) => (
            <div className={styles.serpResult}>
              {row.url ? (
                <Typography.Link href={row.url} target="_blank" rel="noopener noreferrer" ellipsis>
                  {row.title || readableUrl(row.url)}
                </Typography.Link>
              ) : (
                <Typography.Text ellipsis>{row.title || '—'}</Typography.Text>
              )}
              {row.url && <Typography.Text type="secondary" ellipsis className={styles.serpUrl}>{readableUrl(row.url)}</Typography.Text>}
            </div>
          ),
        },
        {
          title: t('serp.type'),
          dataIndex: 'type',
          width: 120,
          render: (type: string) => (
            <Typography.Text type={type === 'organic' ? undefined : 'secondary'}>
              {t(`serp.types.${type}`, { defaultValue: type })}
            </Typography.Text>
          ),
        },
        {
          title: '',
          key: 'whose',
          width: 120,
          render: (_, row) =>
            row.site === 'project' ? (
              <Tag color="cyan">{t('serp.ours')}</Tag>
            ) : row.site === 'competitor' ? (
              <Tag color="orange">{rivals.get(row.competitor_id ?? 0) ?? row.domain}</Tag>
            ) : null,
        },
      ]}
    />
  )
}

/** A keyword's history: the rank chart (inverted axis, competitor lines, gaps) and the day's SERP. */
export function KeywordDrawer({
  keyword,
  scope,
  competitors,
  onClose,
}: {
  keyword: RankedKeyword | null
  scope: ScopeParams
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
      title={
        <span className={styles.drawerTitle}>
          {keyword?.text}
          <SandboxTag sandbox={history.data?.sandbox || keyword?.ranking?.sandbox} />
        </span>
      }
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
                  <XAxis dataKey="date" tickFormatter={(day: string) => dayjs(day).format('M/D')} fontSize={12} minTickGap={16} />
                  <YAxis
                    reversed
                    allowDecimals={false}
                    // rank 1 on top; the bottom rounded up to a whole page of 10 so a point never sits on the axis
                    domain={[1, (max: number) => Math.ceil((max + 1) / 10) * 10]}
                    padding={{ top: 8, bottom: 8 }}
                    fontSize={12}
                  />
                  <ChartTooltip content={<HistoryTooltip />} />
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
          <DaySerpTable keyword={keyword} scope={scope} day={ranking?.date ?? null} competitors={competitors} />
        </>
      )}
    </Drawer>
  )
}
