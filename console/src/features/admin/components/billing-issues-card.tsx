import { App, Button, Card, Space, Table, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { formatDay } from '@/components/charge-columns'
import { failureText } from '@/lib/failure-text'
import { formatNtd } from '@/lib/money'
import { type BillingIssues, useBillingIssues, useReissueInvoice } from '../api/revenue'

type RefusedInvoice = BillingIssues['invoices'][number]
type ReplacedCharge = BillingIssues['replaced_charges'][number]

/** Billing that needs an operator: refused e-invoices to issue again, and replaced contracts' charges to refund. */
export function BillingIssuesCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('admin')
  const { message } = App.useApp()
  const found = useBillingIssues(enabled)
  const reissue = useReissueInvoice()
  const issueAgain = (id: number, toMember: boolean) =>
    reissue.mutate(
      { id, toMember },
      {
        onSuccess: () => void message.success(t('issues.reissued')),
        onError: (error) => void message.error(failureText(error, t('errors:server.unknown'))),
      },
    )
  return (
    <Card title={t('issues.title')} data-testid="billing-issues">
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
