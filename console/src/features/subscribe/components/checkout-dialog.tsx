import { LockOutlined } from '@ant-design/icons'
import { Alert, Button, Descriptions, Modal, Steps, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { type PlanOffer } from '../api/get-plans'
import { postToGateway, useCheckout } from '../api/checkout'
import { type Period, paymentTypeOf } from '../utils/plan-cards'
import { formatNtd, priceView } from '../utils/prices'
import styles from './subscribe.module.css'

/** The steps of buying a plan (SPEC §2's subscribe flow): the plan, the order confirmed here, the card on the
 * gateway's page, and the result on /subscribe/success. */
export const CHECKOUT_STEPS = ['plan', 'confirm', 'card', 'done'] as const

interface CheckoutDialogProps {
  plan: PlanOffer | null
  period: Period
  onClose: () => void
}

/** Step 2: what will be charged, and when again; then on to the gateway's card page. */
export function CheckoutDialog({ plan, period, onClose }: CheckoutDialogProps) {
  const { t } = useTranslation('subscribe')
  const checkout = useCheckout()
  const price = plan ? priceView(plan, period) : null

  const pay = () => {
    if (!plan) return
    checkout.mutate({ plan_id: plan.id, payment_type: paymentTypeOf(period) }, { onSuccess: (order) => postToGateway(order) })
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
        <Button key="pay" type="primary" icon={<LockOutlined />} loading={checkout.isPending || checkout.isSuccess} onClick={pay}>
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
      {plan && price && (
        <Descriptions column={1} bordered size="small">
          <Descriptions.Item label={t('checkout.plan')}>{plan.name}</Descriptions.Item>
          <Descriptions.Item label={t('checkout.period')}>{t(`period.${period}`)}</Descriptions.Item>
          <Descriptions.Item label={t('checkout.total')}>
            <Typography.Text strong className={styles.checkoutTotal}>
              {formatNtd(price.amount)}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">{t('price.taxIncluded')}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('checkout.renewal')}>{t(`checkout.renews.${period}`, { amount: formatNtd(price.amount) })}</Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Paragraph type="secondary" className={styles.checkoutNote}>
        {t('checkout.gatewayNote')}
      </Typography.Paragraph>
      {checkout.isError && <Alert type="error" showIcon title={checkout.error.message} />}
    </Modal>
  )
}
