import { App, Button, Card, Space, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatDay } from '@/components/charge-columns'
import { failureText } from '@/lib/failure-text'
import { formatNtd } from '@/lib/money'
import { type BillingIssues, useBillingIssues, useReissueInvoice, useRetryRefund } from '../api/revenue'

type RefusedInvoice = BillingIssues['invoices'][number]
type ReplacedCharge = BillingIssues['replaced_charges'][number]
type FailedRefund = BillingIssues['refunds'][number]

/** Billing that needs an operator: refunds whose e-invoice step failed, refused e-invoices to issue again, and replaced
 * contracts' charges to refund. */
export function BillingIssuesCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('admin')
  const { message } = App.useApp()
  const found = useBillingIssues(enabled)
  const reissue = useReissueInvoice()
  const retry = useRetryRefund()
  const failed = (error: unknown) => void message.error(failureText(error, t('errors:server.unknown')))
  const issueAgain = (id: number, toMember: boolean) =>
    reissue.mutate(
      { id, toMember },
      {
        onSuccess: () => void message.success(t('issues.reissued')),
        onError: failed,
      },
    )
  return (
    <Card title={t('issues.title')} data-testid="billing-issues">
      <Typography.Title level={5}>{t('issues.refunds')}</Typography.Title>
      <Table<FailedRefund>
        rowKey="id"
        size="small"
        style={{ marginBottom: 16 }}
        loading={found.isPending}
        dataSource={found.data?.refunds ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('issues.noRefunds') }}
        columns={[
          { title: t('issues.columns.charged'), render: (_, r) => formatDay(r.created_at) },
          { title: t('issues.columns.user'), dataIndex: 'email' },
          { title: t('issues.columns.order'), render: (_, r) => `${r.trade_no} · ${r.period}` },
          { title: t('issues.columns.amount'), align: 'right', render: (_, r) => formatNtd(r.amount) },
          { title: t('issues.action'), render: (_, r) => t(`issues.actions.${r.invoice_action}`) },
          { title: t('issues.columns.error'), render: (_, r) => r.error ?? '—' },
          {
            title: '',
            render: (_, r) => (
              <Button size="small" onClick={() => retry.mutate(r.id, { onSuccess: () => void message.success(t('issues.retried')), onError: failed })}>
                {t('issues.retry')}
              </Button>
            ),
          },
        ]}
      />
      <Typography.Title level={5}>{t('issues.invoices')}</Typography.Title>
      <Table<RefusedInvoice>
        rowKey="id"
        size="small"
        loading={found.isPending}
        dataSource={found.data?.invoices ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('issues.noInvoices') }}
        columns={[
          { title: t('issues.columns.charged'), render: (_, i) => formatDay(i.charged_at) },
          { title: t('issues.columns.user'), dataIndex: 'email' },
          { title: t('issues.columns.order'), render: (_, i) => `${i.trade_no} · ${i.period}` },
          { title: t('issues.columns.amount'), align: 'right', render: (_, i) => formatNtd(i.amount) },
          { title: t('issues.columns.error'), render: (_, i) => i.error ?? '—' },
          {
            title: '',
            render: (_, i) => (
              <Space size={4}>
                <Button size="small" onClick={() => issueAgain(i.id, false)}>
                  {t('issues.again')}
                </Button>
                {i.invoice.kind !== 'member' && (
                  <Button size="small" onClick={() => issueAgain(i.id, true)}>
                    {t('issues.toMember')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('issues.replaced')}
      </Typography.Title>
      <Table<ReplacedCharge>
        rowKey="id"
        size="small"
        loading={found.isPending}
        dataSource={found.data?.replaced_charges ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('issues.noReplaced') }}
        columns={[
          { title: t('issues.columns.charged'), render: (_, c) => formatDay(c.received_at) },
          { title: t('issues.columns.user'), dataIndex: 'email' },
          { title: t('issues.columns.order'), dataIndex: 'trade_no' },
          { title: t('issues.columns.amount'), align: 'right', render: (_, c) => formatNtd(c.amount) },
          { title: t('issues.columns.reference'), render: (_, c) => c.reference ?? '—' },
        ]}
      />
    </Card>
  )
}
