import { GiftOutlined, LockOutlined, MailOutlined } from '@ant-design/icons'
import { useMutation } from '@tanstack/react-query'
import { Alert, Button, Checkbox, Form, Input } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { useSetUser } from '@/lib/auth'
import { useFormErrors } from '@/lib/form-errors'
import { useFormRules } from '@/lib/form-rules'
import { type Registration, register } from '../api/register'
import { useBotCheck } from '../hooks/use-bot-check'
import styles from './auth.module.css'
import { RecaptchaNotice } from './recaptcha-notice'
import { TermsLinks } from './terms-links'

interface RegisterValues extends Registration {
  agreement: boolean
}

export function RegisterForm() {
  const { t } = useTranslation('auth')
  const rules = useFormRules()
  const setUser = useSetUser()
  const [params] = useSearchParams()
  const referral = params.get('ref') ?? params.get('referral_code') ?? ''
  const [showReferral, setShowReferral] = useState(referral !== '')
  const [form] = Form.useForm<RegisterValues>()
  const { formError, handleError, clear } = useFormErrors(form)
  const botCheck = useBotCheck('register')
  const mutation = useMutation({
    mutationFn: async (values: Registration) => register({ ...values, recaptcha: await botCheck.token() }),
    onMutate: clear,
    // the route guard then opens the initial profile form
    onSuccess: (response) => setUser(response.user),
    onError: handleError,
  })

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      initialValues={{ referral_code: referral, agreement: false }}
      onFinish={({ agreement: _, ...values }) => mutation.mutate(values)}
    >
      {formError && <Alert type="error" showIcon title={formError} className={styles.formError} />}
      <Form.Item name="email" label={t('fields.email')} rules={[rules.required, rules.email]}>
        <Input prefix={<MailOutlined />} autoComplete="email" placeholder="name@company.com" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('fields.password')}
        rules={[rules.required, ...rules.password]}
        extra={t('register.passwordHint')}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      {showReferral ? (
        <Form.Item name="referral_code" label={t('fields.referralCode')}>
          <Input prefix={<GiftOutlined />} autoComplete="off" />
        </Form.Item>
      ) : (
        <div className={styles.row} style={{ marginTop: -12 }}>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setShowReferral(true)}>
            {t('register.haveReferral')}
          </Button>
        </div>
      )}
      <Form.Item
        name="agreement"
        valuePropName="checked"
        rules={[
          {
            validator: (_, checked) =>
              checked ? Promise.resolve() : Promise.reject(new Error(t('register.agreementRequired'))),
          },
        ]}
      >
        <Checkbox className={styles.agreement}>
          <TermsLinks ns="auth" i18nKey="register.agreement" />
        </Checkbox>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={mutation.isPending} className={styles.submit}>
        {t('register.submit')}
      </Button>
      <p className={styles.footnote}>{t('register.trial')}</p>
      {botCheck.enabled && <RecaptchaNotice />}
    </Form>
  )
}
