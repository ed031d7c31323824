import { Button, Result, Spin } from 'antd'
import { useQueryClient } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { LoadFailed } from '@/components/load-failed'
import { formatNtd, invoiceNumber } from '@/lib/money'
import { useOrder } from '../api/checkout'

/** /subscribe/success?order=…: where the gateway's card page sends the browser back. The order is shown as the
 * gateway's notice left it (server to server, the browser proves nothing): waiting, paid or declined; once paid,
 * the charge's e-invoice as the provider left it (its number, on its way, or refused). */
export function SubscribeSuccessScreen() {
  const { t } = useTranslation('subscribe')
  const [params] = useSearchParams()
  const tradeNo = params.get('order') ?? ''
  const order = useOrder(tradeNo)
  const client = useQueryClient()
  const paid = order.data?.status === 'paid'

  useEffect(() => {
    // the plan and its limits changed: everything that shows them reads them again
    if (paid) void client.invalidateQueries()
  }, [paid, client])

  if (!tradeNo) return <Result status="404" title={t('success.noOrder')} extra={<SubscribeLink />} />
  if (order.isError) return <LoadFailed title={t('success.loadFailed')} error={order.error} onRetry={() => void order.refetch()} />
  if (!order.data) return <Spin size="large" />
  const { status, plan_name: plan, amount, message, paid_at: paidAt, invoices } = order.data
  if (status === 'paid' || status === 'cancelled') {
    return (
      <Result
        status="success"
        title={t('success.paid', { plan })}
        subTitle={
          <>
            <div>{t('success.paidDetail', { amount: formatNtd(amount), date: dayjs(paidAt).format('YYYY/MM/DD HH:mm'), order: tradeNo })}</div>
            {invoices.map((invoice) => (
              <div key={invoice.period} data-invoice={invoice.status}>
                {invoice.status === 'issued'
                  ? t('success.invoiceIssued', { number: invoiceNumber(invoice.number ?? ''), random: invoice.random_number })
                  : t(invoice.status === 'pending' ? 'success.invoicePending' : 'success.invoiceRefused')}
              </div>
            ))}
          </>
        }
        extra={[
          <Link key="home" to="/">
            <Button type="primary">{t('success.start')}</Button>
          </Link>,
          <Link key="record" to="/subscribe-record">
            <Button>{t('current.record')}</Button>
          </Link>,
        ]}
      />
    )
  }
  if (status === 'failed') {
    return <Result status="error" title={t('success.failed')} subTitle={message} extra={<SubscribeLink />} />
  }
  return <Result icon={<Spin size="large" />} title={t('success.waiting')} subTitle={t('success.waitingHint', { order: tradeNo })} />
}

function SubscribeLink() {
  const { t } = useTranslation('subscribe')
  return (
    <Link to="/subscribe">
      <Button type="primary">{t('success.again')}</Button>
    </Link>
  )
}
