import { TeamOutlined } from '@ant-design/icons'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Button, Card, Result, Space, Spin, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { logout } from '@/lib/logout'
import { ApiError } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { signInPath } from '@/lib/auth-redirect'
import { acceptInvitation } from '../api/accept-invitation'
import { siteKeys } from '@/lib/query-keys'

export const INVITATION_PATH = '/invitation'

/** Sign-in (or sign-up) that comes back to this invitation afterwards. */
export const invitationSignIn = (token: string, mode: 'login' | 'register') =>
  `${signInPath({ pathname: INVITATION_PATH, search: `?${new URLSearchParams({ token })}` })}&mode=${mode}`

/**
 * /invitation?token=…: the link of an invitation mail. Signed out, it offers sign-up and sign-in with
 * the way back here; signed in, it joins at once (the server checks the link went to this account's
 * address, so opening it again or as someone else only shows why it cannot).
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation('projects')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const { user } = useUser()
  const queryClient = useQueryClient()
  const acceptance = useQuery({
    queryKey: ['invitation', token, user?.id],
    queryFn: async () => {
      const joined = await acceptInvitation(token)
      await queryClient.invalidateQueries({ queryKey: siteKeys.all }) // the project lists now have it
      return joined
    },
    enabled: token !== '' && !!user,
    retry: false,
    staleTime: Infinity,
    meta: { sameInEveryLanguage: true }, // opening the link acts: not again on a new language
  })

  if (!token) {
    return (
      <Card>
        <Result status="warning" title={t('invitation.failedTitle')} subTitle={t('invitation.missingToken')} />
      </Card>
    )
  }
  if (user === null) {
    return (
      <Card>
        <Result
          icon={<TeamOutlined style={{ color: '#00b1c8' }} />}
          title={t('invitation.title')}
          subTitle={t('invitation.signedOut')}
          extra={
            <Space wrap>
              <Link to={invitationSignIn(token, 'register')}>
                <Button type="primary" size="large">
                  {t('invitation.signUp')}
                </Button>
              </Link>
              <Link to={invitationSignIn(token, 'login')}>
                <Button size="large">{t('invitation.signIn')}</Button>
              </Link>
            </Space>
          }
        />
      </Card>
    )
  }
  if (user === undefined || acceptance.isPending) {
    return (
      <Card>
        <Result icon={<Spin size="large" />} title={t('invitation.joining')} />
      </Card>
    )
  }
  if (acceptance.isSuccess) {
    const joined = acceptance.data
    return (
      <Card>
        <Result
          status="success"
          title={t('invitation.joinedTitle', { name: joined.name })}
          subTitle={t('invitation.joinedBody', { role: t(`roles.${joined.role}`) })}
          extra={
            <Space wrap>
              <Link to={`/projects/${joined.site_id}`}>
                <Button type="primary" size="large">
                  {t('invitation.openProject')}
                </Button>
              </Link>
              <Link to="/">
                <Button size="large">{t('invitation.allProjects')}</Button>
              </Link>
            </Space>
          }
        />
      </Card>
    )
  }
  const wrongAccount = acceptance.error instanceof ApiError && acceptance.error.code === 'invitation.wrong_account'
  return (
    <Card>
      <Result
        status="warning"
        title={t('invitation.failedTitle')}
        subTitle={acceptance.error?.message}
        extra={
          wrongAccount ? (
            <Space direction="vertical" size="middle">
              <Typography.Text type="secondary">{t('invitation.signedInAs', { email: user.email })}</Typography.Text>
              <Button type="primary" size="large" onClick={() => void logout(invitationSignIn(token, 'login'))}>
                {t('invitation.switchAccount')}
              </Button>
            </Space>
          ) : (
            <Link to="/">
              <Button type="primary" size="large">
                {t('invitation.allProjects')}
              </Button>
            </Link>
          )
        }
      />
    </Card>
  )
}
