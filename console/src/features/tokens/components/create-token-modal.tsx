import { Alert, DatePicker, Form, Input, Modal, Radio } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api-client'
import { failureText } from '@/lib/failure-text'
import { applyFieldErrors } from '@/lib/form-errors'
import { useFormRules } from '@/lib/form-rules'
import { type CreatedToken, useCreateToken } from '../api/create-token'
import { expiryFromDate } from '../utils/token-expiry'

const NAME_MAX = 100
const NAME_EXISTS = 'token.name_exists'

interface TokenForm {
  name: string
  lifetime: 'unlimited' | 'until'
  until?: Dayjs
}

/** Name and expiry (a date or unlimited); a name already used shows the server's "token name exists". */
export function CreateTokenModal({
  open,
  onClose,
  onCreated,
}: {
  open: boolean
  onClose: () => void
  onCreated: (token: CreatedToken) => void
}) {
  const { t } = useTranslation('tokens')
  const rules = useFormRules()
  const [form] = Form.useForm<TokenForm>()
  const [formError, setFormError] = useState<string | null>(null)
  const clear = () => setFormError(null)
  const create = useCreateToken()
  const lifetime = Form.useWatch('lifetime', form)

  const submit = (values: TokenForm) =>
    create.mutate(
      {
        name: values.name.trim(),
        expires_at: values.lifetime === 'until' && values.until ? expiryFromDate(values.until.toDate()) : null,
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          // the server names the expiry `expires_at`; the form calls it `until`
          const expiry = error instanceof ApiError ? error.fields.find((field) => field.field === 'expires_at') : undefined
          if (expiry) form.setFields([{ name: 'until', errors: [expiry.message] }])
          // a name already used is a conflict (409) of the name itself: say it under the name
          else if (error instanceof ApiError && error.code === NAME_EXISTS) {
            form.setFields([{ name: 'name', errors: [error.message] }])
          } else if (!applyFieldErrors(form, error)) setFormError(failureText(error, t('create.failed')))
        },
      },
    )

  return (
    <Modal
      open={open}
      title={t('create.title')}
      okText={t('create.submit')}
      cancelText={t('common:actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={create.isPending}
      afterOpenChange={(isOpen) => {
        if (!isOpen) {
          form.resetFields()
          clear()
        }
      }}
      destroyOnHidden
    >
      <Form<TokenForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: '', lifetime: 'unlimited' }}
        onFinish={submit}
        onValuesChange={clear}
      >
        {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="name"
          label={t('create.name')}
          extra={t('create.nameHelp')}
          rules={[rules.required, { max: NAME_MAX, message: t('errors:validation.too_long') }]}
        >
          <Input autoFocus placeholder={t('create.namePlaceholder')} maxLength={NAME_MAX + 20} />
        </Form.Item>
        <Form.Item name="lifetime" label={t('create.expiry')}>
          <Radio.Group
            options={[
              { value: 'unlimited', label: t('expiry.unlimited') },
              { value: 'until', label: t('create.until') },
            ]}
          />
        </Form.Item>
        {lifetime === 'until' && (
          <Form.Item name="until" rules={[rules.requiredChoice]}>
            <DatePicker
              style={{ width: 240 }}
              disabledDate={(day) => day.isBefore(dayjs(), 'day')}
              placeholder={t('create.datePlaceholder')}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  )
}
