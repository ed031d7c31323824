import { Alert, App, Checkbox, Form, Input, InputNumber, Modal, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormErrors } from '@/lib/form-errors'
import { formatNtd } from '@/lib/money'
import type { Schema } from '@/types/api'
import { type RefundIn, useRefund } from '../api/revenue'

type Charge = Schema<'ChargeOut'>

/** What is left to refund of a charge. */
export const refundable = (charge: Charge) => (charge.succeeded ? charge.amount - (charge.refunded ?? 0) : 0)

/**
 * Records a refund made at ECPay's merchant back office: the amount (what is left by default), the reason, and
 * whether the plan ends now. The server settles the e-invoice and names each mistake under its field.
 */
export function RefundDialog({ charge, onClose }: { charge: Charge; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const { message } = App.useApp()
  const [form] = Form.useForm<RefundIn>()
  const { formError, handleError, clear } = useFormErrors(form)
  const refund = useRefund()
  const left = refundable(charge)
  const submit = async () => {
    const body = await form.validateFields()
    clear()
    refund.mutate(
      { paymentId: charge.id, body },
      {
        onSuccess: (done) => {
          if (done.invoice_status === 'failed') void message.warning(t('refund.failed', { error: done.error ?? '' }), 8)
          else void message.success(t(`refund.done.${done.invoice_action}`, { number: done.allowance_number ?? '' }))
          onClose()
        },
        onError: handleError,
      },
    )
  }
  return (
    <Modal
      open
      title={t('refund.title', { order: charge.trade_no, period: charge.period })}
      okText={t('refund.submit')}
      okButtonProps={{ danger: true }}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={refund.isPending}
      destroyOnHidden
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('refund.hint', { reference: charge.trade_no })} />
      <Form form={form} layout="vertical" initialValues={{ amount: left, reason: '', end_plan: false }} data-testid="refund-form">
        <Form.Item name="amount" label={t('refund.amount')} extra={t('refund.left', { amount: formatNtd(left) })}>
          <InputNumber min={1} max={left} precision={0} prefix="NT$" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="reason" label={t('refund.reason')}>
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="end_plan" valuePropName="checked">
          <Checkbox>{t('refund.endPlan')}</Checkbox>
        </Form.Item>
      </Form>
      {formError && <Typography.Text type="danger">{formError}</Typography.Text>}
    </Modal>
  )
}
