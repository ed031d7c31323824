import { MailOutlined } from '@ant-design/icons'
import { useMutation } from '@tanstack/react-query'
import { Alert, Button, Form, Input, Result, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useFormErrors } from '@/lib/form-errors'
import { useFormRules } from '@/lib/form-rules'
import { forgetPassword } from '../api/account-links'
import styles from './auth.module.css'

/** /auth/email: ask for a password reset link. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth')
  const rules = useFormRules()
  const [form] = Form.useForm<{ email: string }>()
  const { formError, handleError, clear } = useFormErrors(form)
  const mutation = useMutation({ mutationFn: forgetPassword, onMutate: clear, onError: handleError })

  if (mutation.isSuccess) {
    return (
      <Result
        status="success"
        title={t('forgot.sentTitle')}
        subTitle={t('forgot.sentBody', { email: mutation.variables })}
        extra={
          <Link to="/auth?mode=login">
            <Button type="primary">{t('backToLogin')}</Button>
          </Link>
        }
      />
    )
  }

  return (
    <div>
      <Typography.Title level={2} className={styles.title}>
        {t('forgot.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.subtitle}>
        {t('forgot.subtitle')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} size="large" onFinish={({ email }) => mutation.mutate(email)}>
        {formError && <Alert type="error" showIcon title={formError} className={styles.formError} />}
        <Form.Item name="email" label={t('fields.email')} rules={[rules.required, rules.email]}>
          <Input prefix={<MailOutlined />} autoComplete="email" placeholder="name@company.com" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={mutation.isPending} className={styles.submit}>
          {t('forgot.submit')}
        </Button>
      </Form>
      <p className={styles.footnote}>
        <Link to="/auth?mode=login">{t('backToLogin')}</Link>
      </p>
    </div>
  )
}
