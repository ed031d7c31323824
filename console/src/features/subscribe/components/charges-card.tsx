import { StopOutlined } from '@ant-design/icons'
import { App, Alert, Button, Card, Descriptions, Empty, Popconfirm, Space, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed'
import { formatDay, useChargeColumns } from '@/components/charge-columns'
import { PdfDownload } from '@/components/pdf-download'
import { failureText } from '@/lib/failure-text'
import { formatNtd } from '@/lib/money'
import { type Charge, type Renewal, receiptPdfPath, useCancelRenewal, usePayments } from '../api/get-payments'

/** The renewal that charges next, and its cancel button (the period paid for runs to its end). */
function RenewalPanel({ renewal }: { renewal: Renewal }) {
  const { t } = useTranslation('subscribe')
  const { message } = App.useApp()
  const cancel = useCancelRenewal()
  const period = renewal.payment_type === 2 ? 'yearly' : 'monthly'
  return (
    <Descriptions column={1} size="small" bordered data-testid="renewal">
      <Descriptions.Item label={t('record.renewal.plan')}>
        {renewal.plan_name} · {t(`period.${period}`)}
      </Descriptions.Item>
      <Descriptions.Item label={t('record.renewal.next')}>
        <Space wrap>
          {t('record.renewal.nextCharge', { date: formatDay(renewal.next_charge_at), amount: formatNtd(renewal.amount) })}
          <Popconfirm
            title={t('record.renewal.confirmTitle')}
            description={t('record.renewal.confirmText', { date: formatDay(renewal.next_charge_at) })}
            okText={t('record.renewal.confirmOk')}
            cancelText={t('record.renewal.keep')}
            okButtonProps={{ danger: true, loading: cancel.isPending }}
            onConfirm={() =>
              cancel.mutateAsync(renewal.trade_no).then(
                () => void message.success(t('record.renewal.cancelled', { date: formatDay(renewal.next_charge_at) })),
                (error: unknown) => void message.error(failureText(error, t('errors:server.unknown'))),
              )
            }
          >
            <Button danger icon={<StopOutlined />}>
              {t('record.renewal.cancel')}
            </Button>
          </Popconfirm>
        </Space>
      </Descriptions.Item>
    </Descriptions>
  )
}

/** /subscribe-record's charges: each with its result, e-invoice and receipt (to print or as PDF). */
export function ChargesCard() {
  const { t } = useTranslation('subscribe')
  const payments = usePayments()
  const columns = [
    ...useChargeColumns(),
    {
      key: 'receipt',
      title: t('record.charges.receipt'),
      render: (_: unknown, c: Charge) =>
        c.succeeded && (
          <Space wrap>
            <Link to={`/subscribe-record/receipts/${c.id}`}>{t('record.charges.view')}</Link>
            <PdfDownload path={receiptPdfPath(c.id)} fileName={`receipt-${c.trade_no}-${c.period}.pdf`} />
          </Space>
        ),
    },
  ]
  return (
    <Card title={t('record.charges.title')} style={{ borderRadius: 12, marginBottom: 16 }}>
      {payments.isError && !payments.data ? (
        <LoadFailed title={t('record.charges.loadFailed')} error={payments.error} onRetry={() => void payments.refetch()} />
      ) : (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          {payments.data?.renewal ? (
            <RenewalPanel renewal={payments.data.renewal} />
          ) : (
            payments.data && payments.data.data.length > 0 && <Alert type="info" showIcon title={t('record.renewal.none')} />
          )}
          <Table<Charge>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={payments.data?.data ?? []}
            loading={payments.isLoading}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: <Empty description={t('record.charges.empty')} /> }}
          />
        </Space>
      )}
    </Card>
  )
}
