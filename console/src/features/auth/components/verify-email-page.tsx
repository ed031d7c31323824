import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, Button, Card, Result, Spin } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { ApiError } from '@/lib/api-client'
import type { User } from '@/types/api'
import { userQueryKey, useUser } from '@/lib/auth'
import { resendVerification, verifyEmail } from '../api/account-links'

/** /verify_email?token=…: the result of opening the verification link, with a resend when it expired. */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const { user } = useUser()
  const queryClient = useQueryClient()

  // opening the link twice is harmless, so this is a query keyed by the token
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: async () => {
      const result = await verifyEmail(token)
      // The page's first /me may have been answered before the address was verified; a refetch would
      // join that request (TanStack does not cancel a first load), so it is cancelled and asked again.
      await queryClient.cancelQueries({ queryKey: userQueryKey })
      // the banner for unverified addresses must go at once, not after the refetch below lands
      queryClient.setQueryData<User | null>(userQueryKey, (old) =>
        old && old.email === result.email ? { ...old, email_verified: true } : old,
      )
      await queryClient.invalidateQueries({ queryKey: userQueryKey })
      return result
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    meta: { sameInEveryLanguage: true }, // opening the link acts: not again on a new language
  })
  const resend = useMutation({ mutationFn: resendVerification })

  if (token && verification.isPending) {
    return (
      <Card>
        <Result icon={<Spin size="large" />} title={t('verify.checking')} />
      </Card>
    )
  }

  if (verification.isSuccess) {
    return (
      <Card>
        <Result
          status="success"
          title={t('verify.doneTitle')}
          subTitle={t('verify.doneBody', { email: verification.data.email })}
          extra={
            <Link to={user ? '/' : '/auth?mode=login'}>
              <Button type="primary" size="large">
                {t(user ? 'verify.openConsole' : 'verify.signIn')}
              </Button>
            </Link>
          }
        />
      </Card>
    )
  }

  const resendError = resend.error instanceof ApiError ? resend.error : null
  const alreadyVerified = resendError?.code === 'auth.email_already_verified'
  return (
    <Card>
      <Result
        status="warning"
        title={t('verify.invalidTitle')}
        subTitle={verification.error?.message ?? t('verify.missingToken')}
        extra={
          resend.isSuccess ? (
            <Alert type="success" showIcon title={t('verify.resent')} />
          ) : resendError?.status === 401 ? (
            <Alert
              type="info"
              showIcon
              title={t('verify.signInToResend')}
              action={
                <Link to={`/auth?mode=login&to=${encodeURIComponent('/profile')}`}>
                  <Button size="small" type="primary">
                    {t('verify.signIn')}
                  </Button>
                </Link>
              }
            />
          ) : (
            <>
              {resendError && (
                <Alert type={alreadyVerified ? 'success' : 'error'} showIcon title={resendError.message} style={{ marginBottom: 16 }} />
              )}
              {!alreadyVerified && (
                <Button type="primary" size="large" loading={resend.isPending} onClick={() => resend.mutate()}>
                  {t('verify.resend')}
                </Button>
              )}
            </>
          )
        }
      />
    </Card>
  )
}
