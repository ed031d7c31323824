import { useMutation } from '@tanstack/react-query'
import { Button, Card, Result, Spin } from 'antd'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { useSetUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import { confirmGoogleLink } from '../api/google-sign-in'

/** /google/link?token=…: the mailed link that proves an existing account links its Google sign-in. */
export function GoogleLinkPage() {
  const { t } = useTranslation('google')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const setUser = useSetUser()
  const navigate = useNavigate()
  const confirm = useMutation({
    mutationFn: confirmGoogleLink,
    onSuccess: (answer) => {
      setUser(answer.user)
      void navigate('/', { replace: true })
    },
  })
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return // the link acts once (React runs effects twice in development)
    started.current = true
    confirm.mutate(token)
  }, [confirm, token])

  return (
    <Card>
      {confirm.isError ? (
        <Result
          status="error"
          title={failureText(confirm.error, t('consent.state'))}
          extra={
            <Link to="/auth?mode=login">
              <Button type="primary">{t('signIn.button')}</Button>
            </Link>
          }
        />
      ) : (
        <Result icon={<Spin size="large" />} title={t('callback.wait')} />
      )}
    </Card>
  )
}
