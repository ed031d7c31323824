import { Card, Col, Flex, Row, Statistic, Table, Tooltip, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip as ChartTooltip, XAxis, YAxis } from 'recharts'
import { formatNtd } from '@/lib/money'
import { type RevenueMonth, useRevenue } from '../api/revenue'
import { adminRefusal, useAdminUser } from './admin-guard'
import { BillingIssuesCard } from './billing-issues-card'

const percent = (rate: number | null | undefined) => (rate === null || rate === undefined ? '—' : `${(rate * 100).toFixed(1)}%`)

/**
 * /admin/revenue: MRR and paying customers now; by Taipei month revenue, MRR, churn and trial conversion; and the
 * billing that needs an operator.
 */
export function RevenueScreen() {
  const { t } = useTranslation('admin')
  const viewer = useAdminUser()
  const { admin } = viewer
  const revenue = useRevenue(admin)
  const refusal = adminRefusal(viewer, revenue.error)
  if (refusal) return refusal
  const data = revenue.data
  const months = data?.months ?? []
  const latest = months.at(-1)

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={3}>{t('revenue.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('revenue.subtitle', { days: data?.conversion_days ?? 30 })}</Typography.Text>
      </div>
      <Row gutter={[16, 16]}>
        {[
          { key: 'mrr', value: data ? formatNtd(data.mrr) : '—' },
          { key: 'customers', value: data?.customers ?? '—' },
          { key: 'churn', value: percent(latest?.churn_rate) },
          { key: 'conversion', value: percent(latest?.conversion_rate) },
        ].map((figure) => (
          <Col key={figure.key} xs={12} lg={6}>
            <Card loading={revenue.isPending} data-testid={`revenue-${figure.key}`}>
              <Statistic title={t(`revenue.figures.${figure.key}`)} value={figure.value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('revenue.chart')}>
        <ResponsiveContainer width="100%" height={280}>
          <ComposedChart data={months} margin={{ top: 8, right: 16, bottom: 0, left: 16 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="month" />
            <YAxis tickFormatter={(value: number) => formatNtd(value)} width={90} />
            <ChartTooltip formatter={(value) => formatNtd(Number(value))} />
            <Legend />
            <Bar dataKey="revenue" name={t('revenue.columns.revenue')} fill="#9ad8e2" />
            <Line dataKey="mrr" name={t('revenue.columns.mrr')} stroke="#0e7c8b" strokeWidth={2} />
          </ComposedChart>
        </ResponsiveContainer>
      </Card>
      <Card data-testid="revenue-months">
        <Table<RevenueMonth>
          rowKey="month"
          size="middle"
          loading={revenue.isPending}
          dataSource={[...months].reverse()}
          pagination={false}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: t('revenue.columns.month'), dataIndex: 'month' },
            { title: t('revenue.columns.revenue'), align: 'right', render: (_, m) => formatNtd(m.revenue) },
            { title: t('revenue.columns.mrr'), align: 'right', render: (_, m) => formatNtd(m.mrr) },
            { title: t('revenue.columns.customers'), align: 'right', dataIndex: 'customers' },
            { title: t('revenue.columns.churn'), align: 'right', render: (_, m) => `${percent(m.churn_rate)} (${m.churned})` },
            { title: t('revenue.columns.signups'), align: 'right', dataIndex: 'signups' },
            {
              title: t('revenue.columns.conversion'),
              align: 'right',
              render: (_, m) => (
                <Tooltip title={m.complete ? undefined : t('revenue.partial')}>
                  <span>
                    {percent(m.conversion_rate)} ({m.converted}){m.complete ? '' : ' *'}
                  </span>
                </Tooltip>
              ),
            },
          ]}
        />
        <Typography.Text type="secondary">* {t('revenue.partial')}</Typography.Text>
      </Card>
      <BillingIssuesCard enabled={admin} />
    </Flex>
  )
}
