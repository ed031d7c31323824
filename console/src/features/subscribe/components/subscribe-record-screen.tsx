import { WalletOutlined } from '@ant-design/icons'
import { Button, Card, Empty, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { LoadFailed } from '@/components/load-failed'
import { type SubscriptionRecord, useSubscriptions } from '../api/get-subscriptions'
import { ChargesCard } from './charges-card'

const day = (value: string | null) => (value ? dayjs(value).format('YYYY/MM/DD') : null)

/** /subscribe-record: the payments (each with its e-invoice and receipt) and the renewal that can be cancelled,
 * then every plan contract of the user, newest first. */
export function SubscribeRecordScreen() {
  const { t } = useTranslation('subscribe')
  const records = useSubscriptions()

  const columns = [
    {
      key: 'plan',
      title: t('record.columns.plan'),
      render: (_: unknown, r: SubscriptionRecord) => <Typography.Text strong>{r.plan_name ?? `#${r.plan_id}`}</Typography.Text>,
    },
    {
      key: 'paymentType',
      title: t('record.columns.paymentType'),
      render: (_: unknown, r: SubscriptionRecord) => t(`record.paymentTypes.${r.payment_type ?? 'none'}`),
    },
    { key: 'start', title: t('record.columns.start'), render: (_: unknown, r: SubscriptionRecord) => day(r.start_date) },
    {
      key: 'end',
      title: t('record.columns.end'),
      render: (_: unknown, r: SubscriptionRecord) => day(r.end_date) ?? t('record.noEnd'),
    },
    {
      key: 'status',
      title: t('record.columns.status'),
      render: (_: unknown, r: SubscriptionRecord) => (
        <Tag color={r.status === 'subscribing' ? 'success' : 'default'}>{t(`record.status.${r.status}`)}</Tag>
      ),
    },
  ]

  return (
    <div>
      <PageHeader
        title={t('record.title')}
        subtitle={t('record.subtitle')}
        extra={
          <Link to="/subscribe">
            <Button type="primary">{t('record.plans')}</Button>
          </Link>
        }
      />
      <ChargesCard />
      <Card title={t('record.contracts')} style={{ borderRadius: 12 }}>
        {records.isError && !records.data ? (
          <LoadFailed title={t('record.loadFailed')} error={records.error} onRetry={() => void records.refetch()} />
        ) : (
          <Table<SubscriptionRecord>
            rowKey="id"
            columns={columns}
            dataSource={records.data?.data ?? []}
            loading={records.isLoading}
            pagination={false}
            locale={{
              emptyText: (
                <Empty image={<WalletOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />} description={t('record.empty')} />
              ),
            }}
          />
        )}
      </Card>
    </div>
  )
}
