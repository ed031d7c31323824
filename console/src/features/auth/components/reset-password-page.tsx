import { LockOutlined } from '@ant-design/icons'
import { useMutation } from '@tanstack/react-query'
import { Alert, Button, Form, Input, Result, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { ApiError } from '@/lib/api-client'
import { useFormErrors } from '@/lib/form-errors'
import { useFormRules } from '@/lib/form-rules'
import { resetPassword } from '../api/account-links'
import styles from './auth.module.css'

interface ResetValues {
  password: string
  password_confirmation: string
}

/** /reset_password?token=…: choose a new password from the e-mailed link. */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth')
  const rules = useFormRules()
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [form] = Form.useForm<ResetValues>()
  const { formError, handleError, clear } = useFormErrors(form)
  const mutation = useMutation({
    mutationFn: (values: ResetValues) => resetPassword({ token, ...values }),
    onMutate: clear,
    onError: handleError,
  })
  const linkError = mutation.error instanceof ApiError && mutation.error.code === 'auth.reset_link_invalid' ? mutation.error : null

  if (mutation.isSuccess) {
    return (
      <Result
        status="success"
        title={t('reset.doneTitle')}
        subTitle={t('reset.doneBody')}
        extra={
          <Link to="/auth?mode=login">
            <Button type="primary">{t('reset.signIn')}</Button>
          </Link>
        }
      />
    )
  }

  if (!token || linkError) {
    return (
      <Result
        status="warning"
        title={t('reset.invalidTitle')}
        subTitle={linkError ? linkError.message : t('reset.missingToken')}
        extra={
          <Link to="/auth/email">
            <Button type="primary">{t('reset.sendAgain')}</Button>
          </Link>
        }
      />
    )
  }

  return (
    <div>
      <Typography.Title level={2} className={styles.title}>
        {t('reset.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.subtitle}>
        {t('reset.subtitle')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" requiredMark={false} size="large" onFinish={(values) => mutation.mutate(values)}>
        {formError && <Alert type="error" showIcon title={formError} className={styles.formError} />}
        <Form.Item name="password" label={t('fields.newPassword')} rules={[rules.required, ...rules.password]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="password_confirmation"
          label={t('fields.confirmPassword')}
          dependencies={['password']}
          rules={[rules.required, rules.sameAs('password')]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={mutation.isPending} className={styles.submit}>
          {t('reset.submit')}
        </Button>
      </Form>
    </div>
  )
}
