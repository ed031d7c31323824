import { Space, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { formatNtd, invoiceNumber } from '@/lib/money'
import type { Schema } from '@/types/api'

type Charge = Schema<'ChargeOut'>

/** A billing date as the charges and the renewal show it, or a dash. */
export const formatDay = (value: string | null | undefined) => (value ? dayjs(value).format('YYYY/MM/DD') : '—')

function InvoiceCell({ charge }: { charge: Charge }) {
  const { t } = useTranslation('subscribe')
  const invoice = charge.invoice
  if (!invoice) return <Typography.Text type="secondary">—</Typography.Text>
  if (invoice.status === 'issued' && invoice.number) return <span data-invoice-number={invoice.number}>{invoiceNumber(invoice.number)}</span>
  return <Typography.Text type="secondary">{t(`record.charges.invoice.${invoice.status}`)}</Typography.Text>
}

/**
 * The columns of a list of charges (a buyer's /subscribe-record, an admin's look at a user's): date, plan and
 * period, amount, result with the gateway's words for a decline (and what was refunded of a charge), and the e-invoice.
 */
export function useChargeColumns() {
  const { t } = useTranslation('subscribe')
  return [
    { key: 'date', title: t('record.charges.date'), render: (_: unknown, c: Charge) => formatDay(c.charged_at) },
    {
      key: 'plan',
      title: t('record.charges.plan'),
      render: (_: unknown, c: Charge) => `${c.plan_name ?? `#${c.plan_id}`} · ${t('record.charges.period', { n: c.period })}`,
    },
    { key: 'amount', title: t('record.charges.amount'), align: 'right' as const, render: (_: unknown, c: Charge) => formatNtd(c.amount) },
    {
      key: 'result',
      title: t('record.charges.result'),
      render: (_: unknown, c: Charge) =>
        c.succeeded ? (
          <Space size={4} wrap>
            <Tag color="success">{t('record.charges.paid')}</Tag>
            {(c.refunded ?? 0) > 0 && <Tag color="warning">{t('record.charges.refunded', { amount: formatNtd(c.refunded ?? 0) })}</Tag>}
          </Space>
        ) : (
          <Space orientation="vertical" size={0}>
            <Tag color="error">{t('record.charges.declined')}</Tag>
            {c.message && <Typography.Text type="secondary">{c.message}</Typography.Text>}
          </Space>
        ),
    },
    { key: 'invoice', title: t('record.charges.invoiceNumber'), render: (_: unknown, c: Charge) => <InvoiceCell charge={c} /> },
  ]
}
