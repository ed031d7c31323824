import { GoogleOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, List, Popconfirm, Space, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { failureText } from '@/lib/failure-text'
import {
  GOOGLE_PURPOSES,
  type GooglePurpose,
  useGoogleApps,
  useGoogleConfig,
  useLinkGoogle,
  useUnlinkGoogle,
} from '@/lib/google-apps'
import { consentFailureText } from '@/lib/google-consent'

const STATE_COLOURS = { authorized: 'success', not_authorized: 'default', expired: 'warning' } as const

function PurposeRow({ purpose }: { purpose: GooglePurpose }) {
  const { t } = useTranslation('google')
  const { message } = App.useApp()
  const apps = useGoogleApps()
  const link = useLinkGoogle(purpose)
  const unlink = useUnlinkGoogle(purpose)
  const app = apps.data?.[purpose]
  const state = app?.state ?? 'not_authorized'

  const authorize = () =>
    link.mutate(undefined, {
      onSuccess: () => void message.success(t('linked', { service: t(`purposes.${purpose}.name`) })),
      onError: (error) =>
        void message.error(consentFailureText(error, t)),
    })
  const revoke = () =>
    unlink.mutate(undefined, {
      onSuccess: () => void message.success(t('revoked', { service: t(`purposes.${purpose}.name`) })),
      onError: (error) => void message.error(failureText(error, t('failed'))),
    })

  return (
    <List.Item
      data-testid={`google-${purpose}`}
      actions={[
        state !== 'authorized' ? (
          <Button key="authorize" type="primary" ghost icon={<GoogleOutlined />} loading={link.isPending} onClick={authorize}>
            {t(state === 'expired' ? 'reauthorize' : 'authorize')}
          </Button>
        ) : null,
        state !== 'not_authorized' ? (
          <Popconfirm key="revoke" title={t('revokeConfirm')} onConfirm={revoke} okText={t('revoke')}>
            <Button danger loading={unlink.isPending}>
              {t('revoke')}
            </Button>
          </Popconfirm>
        ) : null,
      ].filter(Boolean)}
    >
      <List.Item.Meta
        title={
          <Space>
            {t(`purposes.${purpose}.name`)}
            <Tag color={STATE_COLOURS[state]}>{t(`states.${state}`)}</Tag>
          </Space>
        }
        description={
          <>
            <div>{t(`purposes.${purpose}.help`)}</div>
            {app?.google_email && <Typography.Text type="secondary">{app.google_email}</Typography.Text>}
          </>
        }
      />
    </List.Item>
  )
}

/** The profile's external services: authorize Google Analytics (GA4), Search Console and Indexing through
 * Google's consent popup, each one's state, and revoke. Hidden when the server has no Google client. */
export function ExternalServicesCard() {
  const { t } = useTranslation('google')
  const config = useGoogleConfig()
  if (!config.data?.configured) return null
  return (
    <Card title={t('title')}>
      <Alert type="info" showIcon title={t('ga4Only')} style={{ marginBottom: 12 }} />
      <List dataSource={GOOGLE_PURPOSES} renderItem={(purpose) => <PurposeRow purpose={purpose} />} />
    </Card>
  )
}
