import { Alert, Card, Col, DatePicker, Empty, Row, Skeleton, Space, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed'
import { PdfDownload } from '@/components/pdf-download'
import { ProjectFrame } from '@/components/project-frame'
import { SendReportTest } from '@/components/send-report-test'
import { SiteGate } from '@/components/site-gate'
import { usePrintReady } from '@/lib/print-ready'
import type { Site } from '@/types/projects'
import { type MonthlyReport, useMonthlyReport } from '../api/reports'
import { type FigureKind, figure, parseMonth } from '../utils/figures'
import { MonthlyEmails } from './monthly-emails'
import styles from './monthly-report.module.css'

type Metric = { key: string; now: number | null | undefined; before: number | null | undefined; kind: FigureKind }

function metrics(report: MonthlyReport): Metric[] {
  const s = report.search
  const p = report.prev_search
  const t = report.traffic
  const q = report.prev_traffic
  const rows: Metric[] = []
  if (!report.search_note) {
    rows.push(
      { key: 'clicks', now: s?.clicks, before: p?.clicks, kind: 'count' },
      { key: 'impressions', now: s?.impressions, before: p?.impressions, kind: 'count' },
      { key: 'ctr', now: s?.ctr, before: p?.ctr, kind: 'percent' },
      { key: 'position', now: s?.position, before: p?.position, kind: 'decimal' },
      { key: 'top10', now: report.top10_queries, before: report.prev_top10_queries, kind: 'count' },
    )
  }
  if (!report.traffic_note) {
    rows.push(
      { key: 'users', now: t?.users, before: q?.users, kind: 'count' },
      { key: 'bounce_rate', now: t?.bounce_rate, before: q?.bounce_rate, kind: 'percent' },
      { key: 'pages_per_session', now: t?.pages_per_session, before: q?.pages_per_session, kind: 'decimal' },
      { key: 'duration', now: t?.average_session_duration, before: q?.average_session_duration, kind: 'seconds' },
      { key: 'engagement', now: t?.engagement_rate, before: q?.engagement_rate, kind: 'percent' },
    )
  }
  return rows
}

function MonthlyReportPage({ site }: { site: Site }) {
  const { t, i18n } = useTranslation('reports')
  const [params, setParams] = useSearchParams()
  const month = parseMonth(params.get('month'))
  const report = useMonthlyReport(site.id, month)
  const data = report.data
  const ready = usePrintReady(data !== undefined)

  const picker = (
    <Space>
      <DatePicker
        picker="month"
        allowClear={false}
        value={data ? dayjs(`${data.month}-01`) : month ? dayjs(`${month}-01`) : null}
        disabledDate={(day) => !day.isBefore(dayjs().startOf('month'))}
        onChange={(day) => day && setParams({ month: day.format('YYYY-MM') }, { replace: true })}
        aria-label={t('month')}
      />
      <SendReportTest siteId={site.id} kind="monthly" month={data?.month} />
      {data && (
        <PdfDownload
          path={`/sites/${site.id}/monthly_report.pdf`}
          fileName={`monthly-report-${site.id}-${data.month}.pdf`}
          query={{ month: data.month }}
        />
      )}
    </Space>
  )

  return (
    <ProjectFrame site={site} extra={picker}>
      {/* the server's Chromium prints this page once it says data-pdf-ready (api/core/page_pdf.py) */}
      <div data-pdf-ready={ready ? 'true' : undefined} data-pdf-error={report.isError ? 'true' : undefined}>
        {report.isLoading && <Skeleton active />}
        {report.isError && <LoadFailed title={t('loadFailed')} error={report.error} onRetry={() => void report.refetch()} />}
        {data && (
          <div className={styles.report} data-testid="monthly-report">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {t('heading', { start: data.start, end: data.end, prevStart: data.prev_start, prevEnd: data.prev_end })}
            </Typography.Title>
            {data.search_note && <Alert type="warning" showIcon message={t(`note.search.${data.search_note}`)} />}
            {data.traffic_note && <Alert type="warning" showIcon message={t(`note.traffic.${data.traffic_note}`)} />}
            <Card title={t('metrics')} className={styles.section}>
              <Table
                size="small"
                pagination={false}
                rowKey="key"
                dataSource={metrics(data)}
                locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} /> }}
                columns={[
                  { title: t('metricHeader'), dataIndex: 'key', render: (key: string) => t(`metric.${key}`) },
                  { title: t('thisMonth'), align: 'right', render: (_, row: Metric) => <strong>{figure(row.now, row.kind, i18n.language)}</strong> },
                  { title: t('lastMonth'), align: 'right', render: (_, row: Metric) => figure(row.before, row.kind, i18n.language) },
                ]}
              />
            </Card>
            {!data.search_note && (
              <Row gutter={16}>
                {(['top_by_clicks', 'top_by_impressions'] as const).map((key) => (
                  <Col xs={24} md={12} key={key}>
                    <Card title={t(key === 'top_by_clicks' ? 'topClicks' : 'topImpressions')} className={styles.section}>
                      <Table
                        size="small"
                        pagination={false}
                        rowKey="query"
                        dataSource={data[key]}
                        columns={[
                          { title: t('query'), dataIndex: 'query' },
                          { title: t('metric.clicks'), dataIndex: 'clicks', align: 'right' },
                          { title: t('metric.impressions'), dataIndex: 'impressions', align: 'right' },
                          { title: t('metric.position'), dataIndex: 'position', align: 'right', render: (v: number) => v.toFixed(1) },
                        ]}
                      />
                    </Card>
                  </Col>
                ))}
              </Row>
            )}
            {data.averages_1m && data.averages_3m && (
              <Card
                className={styles.section}
                title={t('averages')}
                extra={<Tag color={data.stable ? 'green' : 'orange'}>{t(data.stable ? 'stable' : 'unstable')}</Tag>}
              >
                <Table
                  size="small"
                  pagination={false}
                  rowKey="top"
                  dataSource={([10, 20, 30] as const).map((top) => ({
                    top,
                    one: data.averages_1m?.[`top${top}`],
                    three: data.averages_3m?.[`top${top}`],
                  }))}
                  columns={[
                    { title: t('top'), dataIndex: 'top', render: (top: number) => t('topN', { count: top }) },
                    { title: t('oneMonth'), dataIndex: 'one', align: 'right', render: (v: number | null) => figure(v, 'decimal') },
                    { title: t('threeMonths'), dataIndex: 'three', align: 'right', render: (v: number | null) => figure(v, 'decimal') },
                  ]}
                />
              </Card>
            )}
            {!data.traffic_note && (
              <Card title={t('channels')} className={styles.section}>
                <Table
                  size="small"
                  pagination={false}
                  rowKey="channel"
                  dataSource={Object.entries(data.channels).map(([channel, sessions]) => ({
                    channel,
                    sessions,
                    before: data.prev_channels[channel] ?? 0,
                  }))}
                  columns={[
                    { title: t('channel'), dataIndex: 'channel' },
                    { title: t('thisMonth'), dataIndex: 'sessions', align: 'right' },
                    { title: t('lastMonth'), dataIndex: 'before', align: 'right' },
                  ]}
                />
              </Card>
            )}
            <div className={styles.screenOnly}>
              <MonthlyEmails site={site} />
            </div>
          </div>
        )}
      </div>
    </ProjectFrame>
  )
}

/** `/projects/:id/monthly_report`: SPEC §3's monthly report, the month against the month before. */
export function MonthlyReportScreen() {
  return <SiteGate>{(site) => <MonthlyReportPage site={site} />}</SiteGate>
}
