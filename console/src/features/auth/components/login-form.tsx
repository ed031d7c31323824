import { LockOutlined, MailOutlined } from '@ant-design/icons'
import { useMutation } from '@tanstack/react-query'
import { Alert, Button, Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useSetUser } from '@/lib/auth'
import { useFormErrors } from '@/lib/form-errors'
import { useFormRules } from '@/lib/form-rules'
import { type Credentials, login } from '../api/login'
import { useBotCheck } from '../hooks/use-bot-check'
import styles from './auth.module.css'
import { RecaptchaNotice } from './recaptcha-notice'

export function LoginForm() {
  const { t } = useTranslation('auth')
  const rules = useFormRules()
  const setUser = useSetUser()
  const [form] = Form.useForm<Credentials>()
  const { formError, handleError, clear } = useFormErrors(form)
  const botCheck = useBotCheck('login')
  const mutation = useMutation({
    mutationFn: async (values: Credentials) => login({ ...values, recaptcha: await botCheck.token() }),
    onMutate: clear,
    // the route guard then goes on to `to` (or the initial profile form for a new account)
    onSuccess: (response) => setUser(response.user),
    onError: handleError,
  })

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => mutation.mutate(values)} size="large">
      {formError && <Alert type="error" showIcon title={formError} className={styles.formError} />}
      <Form.Item name="email" label={t('fields.email')} rules={[rules.required, rules.email]}>
        <Input prefix={<MailOutlined />} autoComplete="email" placeholder="name@company.com" />
      </Form.Item>
      <Form.Item name="password" label={t('fields.password')} rules={[rules.required]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <div className={styles.row}>
        <span />
        <Link to="/auth/email">{t('login.forgot')}</Link>
      </div>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending} className={styles.submit}>
        {t('login.submit')}
      </Button>
      {botCheck.enabled && <RecaptchaNotice />}
    </Form>
  )
}
