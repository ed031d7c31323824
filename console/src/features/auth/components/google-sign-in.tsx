import { GoogleOutlined, LockOutlined } from '@ant-design/icons'
import { useMutation } from '@tanstack/react-query'
import { Alert, App, Button, Divider, Form, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSetUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import { useGoogleConfig } from '@/lib/google-apps'
import { consentFailureText } from '@/lib/google-consent'
import type { AuthResponse } from '@/types/api'
import { type LinkNeeded, linkGoogleSignIn, mailGoogleLink, signInWithGoogle } from '../api/google-sign-in'
import { TermsLinks } from './terms-links'

/** "Sign in with Google" above the login and register forms (a new Google account gets the 7-day trial, and
 * the terms are agreed to by continuing, as the register form's checkbox asks); hidden when the server has no
 * Google client. */
export function GoogleSignIn() {
  const { t } = useTranslation('google')
  const { message } = App.useApp()
  const config = useGoogleConfig()
  const setUser = useSetUser()
  const [linkNeeded, setLinkNeeded] = useState<LinkNeeded | null>(null)
  const signIn = useMutation({
    mutationFn: signInWithGoogle,
    onSuccess: (answer) => {
      if ('link_required' in answer) setLinkNeeded(answer)
      else setUser((answer as AuthResponse).user)
    },
    onError: (error) =>
      void message.error(consentFailureText(error, t)),
  })
  const link = useMutation({
    mutationFn: (password: string) => linkGoogleSignIn({ link_token: linkNeeded?.link_token ?? '', password }),
    onSuccess: (answer) => {
      setLinkNeeded(null)
      setUser(answer.user)
    },
  })

  const mail = useMutation({
    mutationFn: () => mailGoogleLink(linkNeeded?.link_token ?? ''),
    onSuccess: () => {
      setLinkNeeded(null)
      void message.success(t('signIn.mailed'))
    },
    onError: (error) => void message.error(failureText(error, t('failed'))),
  })

  if (!config.data?.configured) return null
  return (
    <>
      <Button block size="large" icon={<GoogleOutlined />} loading={signIn.isPending} onClick={() => signIn.mutate()}>
        {t('signIn.button')}
      </Button>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 8, textAlign: 'center' }}>
        <TermsLinks ns="google" i18nKey="signIn.agreement" />
      </Typography.Paragraph>
      <Divider plain>{t('signIn.or')}</Divider>
      <Modal
        open={linkNeeded !== null}
        title={t('signIn.linkTitle')}
        footer={null}
        onCancel={() => setLinkNeeded(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>{t('signIn.linkBody', { email: linkNeeded?.email })}</Typography.Paragraph>
        {link.isError && <Alert type="error" showIcon title={failureText(link.error, t('failed'))} />}
        <Form layout="vertical" onFinish={({ password }: { password: string }) => link.mutate(password)}>
          <Form.Item name="password" rules={[{ required: true }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={link.isPending}>
            {t('signIn.linkSubmit')}
          </Button>
        </Form>
        <Button type="link" block loading={mail.isPending} onClick={() => mail.mutate()}>
          {t('signIn.mailInstead')}
        </Button>
      </Modal>
    </>
  )
}
