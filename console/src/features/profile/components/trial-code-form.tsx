import { App, Button, Card, Form, Input, Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormErrors } from '@/lib/form-errors'
import { useFormRules } from '@/lib/form-rules'
import type { User } from '@/types/api'
import { useAddTrialCode } from '../api/add-trial-code'
import styles from './profile.module.css'

/** Redeems a trial code; a wrong one shows the server's "This trial code is invalid". */
export function TrialCodeForm({ user }: { user: User }) {
  const { t } = useTranslation('profile')
  const { message } = App.useApp()
  const rules = useFormRules()
  const [form] = Form.useForm<{ code: string }>()
  const { formError, handleError, clear } = useFormErrors(form)
  const add = useAddTrialCode()

  return (
    <Card className={styles.card} title={t('trial.title')}>
      <Typography.Paragraph type="secondary">
        {user.trial_code ? t('trial.used', { code: user.trial_code }) : t('trial.intro')}
      </Typography.Paragraph>
      <Form<{ code: string }>
        form={form}
        onValuesChange={clear}
        onFinish={({ code }) =>
          add.mutate(code.trim(), {
            onSuccess: () => {
              form.resetFields()
              void message.success(t('trial.added'))
            },
            onError: (error) => {
              // the API names the field `code` or `trial_code`: either way it belongs under this input
              handleError(error)
              const field = (error as { fields?: { message: string }[] }).fields?.[0]
              if (field) form.setFields([{ name: 'code', errors: [field.message] }])
            },
          })
        }
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" rules={[rules.required]} noStyle>
            <Input placeholder={t('trial.placeholder')} aria-label={t('trial.title')} autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={add.isPending}>
            {t('trial.submit')}
          </Button>
        </Space.Compact>
        <Form.Item shouldUpdate noStyle>
          {() => {
            const errors = form.getFieldError('code')
            const text = errors[0] ?? formError
            return text ? (
              <Typography.Text type="danger" className={styles.inlineError} role="alert">
                {text}
              </Typography.Text>
            ) : null
          }}
        </Form.Item>
      </Form>
    </Card>
  )
}
