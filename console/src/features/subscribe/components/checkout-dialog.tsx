import { LockOutlined } from '@ant-design/icons'
import { useState } from 'react'
import { Alert, Button, Descriptions, Form, Input, Modal, Radio, Steps, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { failureText } from '@/lib/failure-text'
import { useFormErrors } from '@/lib/form-errors'
import type { Schema } from '@/types/api'
import { formatNtd } from '@/lib/money'
import { type PlanOffer } from '../api/get-plans'
import { promoNeedsApplying, postToGateway, type Quote, useCheckout, useOffer, useQuote } from '../api/checkout'
import { overLimitPath } from '../utils/over-limits'
import { type Period, paymentTypeOf } from '../utils/plan-cards'
import { priceView } from '../utils/prices'
import styles from './subscribe.module.css'

/** The steps of buying a plan (SPEC §2's subscribe flow): the plan, the invoice and the order confirmed here,
 * the card on the gateway's page, and the result on /subscribe/success. */
export const CHECKOUT_STEPS = ['plan', 'invoice', 'card', 'done'] as const

type InvoiceIn = Schema<'InvoiceIn'>
type InvoiceKind = InvoiceIn['kind']
const INVOICE_KINDS: InvoiceKind[] = ['member', 'mobile', 'certificate', 'donation', 'company']

interface CheckoutDialogProps {
  plan: PlanOffer | null
  period: Period
  onClose: () => void
}

/** Step 2: who the e-invoice is for, a promo code, what will be charged and when again; then on to the gateway's
 * card page. The server checks the invoice (the uniform number's check digit …) and the code; its messages land
 * under the fields. A code typed but not applied is applied first, so the total paid is the total seen. */
export function CheckoutDialog({ plan, period, onClose }: CheckoutDialogProps) {
  const { t } = useTranslation('subscribe')
  const checkout = useCheckout()
  const quote = useQuote()
  const [applied, setApplied] = useState<Quote | null>(null)
  // named as the API names its fields (invoice.uniform_number …, promo_code): its messages land there
  const [form] = Form.useForm<{ invoice: InvoiceIn; promo_code?: string }>()
  const { formError, handleError, clear } = useFormErrors(form)
  const kind: InvoiceKind = Form.useWatch(['invoice', 'kind'], form) ?? 'member'
  const price = plan ? priceView(plan, period) : null
  const total = applied?.amount ?? price?.amount ?? 0
  const offer = useOffer(plan?.id ?? null, paymentTypeOf(period))
  const refusal = offer.error ? failureText(offer.error, t('errors:server.unknown')) : null
  const overLimits = offer.data?.over_limits ?? []

  const applyPromo = (code: string) => {
    if (!plan) return
    clear()
    setApplied(null)
    form.setFields([{ name: 'promo_code', errors: [] }]) // the last code's refusal
    if (!code.trim()) return
    quote.mutate({ plan_id: plan.id, payment_type: paymentTypeOf(period), promo_code: code }, { onSuccess: setApplied, onError: handleError })
  }

  const pay = async () => {
    if (!plan) return
    const { invoice, promo_code } = await form.validateFields()
    if (promoNeedsApplying(promo_code, applied)) return applyPromo(promo_code ?? '')
    clear()
    checkout.mutate(
      { plan_id: plan.id, payment_type: paymentTypeOf(period), invoice, promo_code: applied?.promo_code ?? '' },
      { onSuccess: (order) => postToGateway(order), onError: handleError },
    )
  }

  return (
    <Modal
      open={plan !== null}
      onCancel={onClose}
      title={t('checkout.title')}
      width={600}
      destroyOnHidden
      footer={[
        <Button key="back" onClick={onClose}>
          {t('checkout.back')}
        </Button>,
        <Button
          key="pay"
          type="primary"
          icon={<LockOutlined />}
          disabled={refusal !== null || overLimits.length > 0}
          loading={checkout.isPending || checkout.isSuccess}
          onClick={() => void pay()}
        >
          {t('checkout.pay')}
        </Button>,
      ]}
    >
      <Steps
        size="small"
        current={1}
        className={styles.checkoutSteps}
        items={CHECKOUT_STEPS.map((step) => ({ title: t(`checkout.steps.${step}`) }))}
      />
      {overLimits.length > 0 && (
        <Alert
          type="warning"
          showIcon
          data-testid="over-limits"
          style={{ marginBottom: 16 }}
          title={t('checkout.over.title', { plan: plan?.name ?? '' })}
          description={
            <>
              <Typography.Paragraph>{t('checkout.over.body')}</Typography.Paragraph>
              <ul>
                {overLimits.map((over) => (
                  <li key={`${over.feature}-${over.site_id ?? ''}`}>
                    <Link to={overLimitPath(over)}>
                      {t(over.site_name ? 'checkout.over.projectItem' : 'checkout.over.item', {
                        feature: t(`rows.${over.feature}`),
                        project: over.site_name,
                        usage: over.usage.toLocaleString(),
                        limit: over.limit.toLocaleString(),
                      })}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          }
        />
      )}
      <Typography.Title level={5}>{t('checkout.invoice.title')}</Typography.Title>
      <Form form={form} layout="vertical" initialValues={{ invoice: { kind: 'member' } }} className={styles.invoiceForm}>
        <Form.Item name={['invoice', 'kind']}>
          <Radio.Group options={INVOICE_KINDS.map((value) => ({ value, label: t(`checkout.invoice.kinds.${value}`) }))} />
        </Form.Item>
        {kind === 'member' && <Typography.Paragraph type="secondary">{t('checkout.invoice.memberHint')}</Typography.Paragraph>}
        {(kind === 'mobile' || kind === 'certificate') && (
          <Form.Item name={['invoice', 'carrier']} label={t(`checkout.invoice.${kind}Label`)} rules={[{ required: true, message: t('checkout.invoice.required') }]}>
            <Input placeholder={kind === 'mobile' ? '/ABC1234' : 'AB12345678901234'} maxLength={16} />
          </Form.Item>
        )}
        {kind === 'donation' && (
          <Form.Item name={['invoice', 'donation_code']} label={t('checkout.invoice.donationLabel')} rules={[{ required: true, message: t('checkout.invoice.required') }]}>
            <Input inputMode="numeric" maxLength={7} />
          </Form.Item>
        )}
        {kind === 'company' && (
          <>
            <Form.Item name={['invoice', 'uniform_number']} label={t('checkout.invoice.uniformLabel')} rules={[{ required: true, message: t('checkout.invoice.required') }]}>
              <Input inputMode="numeric" maxLength={8} />
            </Form.Item>
            <Form.Item name={['invoice', 'company_title']} label={t('checkout.invoice.titleLabel')} rules={[{ required: true, message: t('checkout.invoice.required') }]}>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item name={['invoice', 'company_address']} label={t('checkout.invoice.addressLabel')} rules={[{ required: true, message: t('checkout.invoice.required') }]}>
              <Input maxLength={100} />
            </Form.Item>
          </>
        )}
        <Form.Item name="promo_code" label={t('checkout.promo.label')}>
          <Input.Search
            allowClear
            maxLength={40}
            enterButton={t('checkout.promo.apply')}
            loading={quote.isPending}
            onSearch={applyPromo}
            onChange={(event) => event.target.value === '' && setApplied(null)}
          />
        </Form.Item>
      </Form>
      {plan && price && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('checkout.plan')}>{plan.name}</Descriptions.Item>
          <Descriptions.Item label={t('checkout.period')}>{t(`period.${period}`)}</Descriptions.Item>
          {applied && applied.discount > 0 && (
            <>
              <Descriptions.Item label={t('checkout.listPrice')}>{formatNtd(applied.list_amount)}</Descriptions.Item>
              <Descriptions.Item label={t('checkout.promo.discount', { code: applied.promo_code })}>
                <Typography.Text type="success" data-discount={applied.discount}>
                  −{formatNtd(applied.discount)}
                </Typography.Text>
              </Descriptions.Item>
            </>
          )}
          <Descriptions.Item label={t('checkout.total')}>
            <Typography.Text strong className={styles.checkoutTotal} data-total={total}>
              {formatNtd(total)}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">{t('price.taxIncluded')}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('checkout.renewal')}>{t(`checkout.renews.${period}`, { amount: formatNtd(total) })}</Descriptions.Item>
          {offer.data && offer.data.credit_days > 0 && (
            <Descriptions.Item label={t('checkout.credit.label')}>
              <span data-credit-days={offer.data.credit_days}>{t('checkout.credit.days', { count: offer.data.credit_days })}</span>
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      <Typography.Paragraph type="secondary" className={styles.checkoutNote}>
        {t('checkout.gatewayNote')}
      </Typography.Paragraph>
      {refusal && <Alert type="warning" showIcon title={refusal} />}
      {formError && <Alert type="error" showIcon title={formError} />}
    </Modal>
  )
}
