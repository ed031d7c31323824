import { CheckCircleFilled, DisconnectOutlined, LinkOutlined } from '@ant-design/icons'
import { Alert, App, Avatar, Button, Card, Popconfirm, Skeleton, Space, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureText } from '@/lib/failure-text'
import { startLineBinding, useLineStatus, useUnbindLine } from '../api/line'
import { callbackUri } from '../utils/callback'
import styles from './line-binding.module.css'

/** Where the browser goes for LINE's consent; a function so that tests can see it without leaving the page. */
export const lineNavigation = { assign: (url: string) => window.location.assign(url) }

/**
 * The profile's LINE card (SPEC §2 external services, §4 bound or unbound): bind through LINE's consent
 * screen (the browser comes back to /line/callback), unbind after a confirmation, and the state of a
 * server without a LINE channel.
 */
export function LineBinding() {
  const { t } = useTranslation('line')
  const { message } = App.useApp()
  const status = useLineStatus()
  const unbind = useUnbindLine()
  const [starting, setStarting] = useState(false)

  const bind = async () => {
    setStarting(true)
    try {
      const { url } = await startLineBinding(callbackUri(window.location.origin))
      lineNavigation.assign(url)
    } catch (error) {
      setStarting(false)
      void message.error(failureText(error, t('card.startFailed')))
    }
  }

  return (
    <Card className={styles.card} title={t('card.title')}>
      {status.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : status.isError ? (
        <Alert type="error" showIcon title={failureText(status.error, t('card.loadFailed'))} />
      ) : !status.data.configured ? (
        <Typography.Text type="secondary">{t('card.notConfigured')}</Typography.Text>
      ) : status.data.bound ? (
        <Space orientation="vertical" size={12} className={styles.full}>
          <div className={styles.account}>
            <Avatar size={40} src={status.data.picture_url ?? undefined}>
              {[...(status.data.display_name ?? 'L')][0]}
            </Avatar>
            <div>
              <Typography.Text strong>{status.data.display_name}</Typography.Text>
              <div className={styles.bound}>
                <CheckCircleFilled />{' '}
                {t('card.boundOn', { date: dayjs(status.data.bound_at).format('YYYY/MM/DD') })}
              </div>
            </div>
          </div>
          {status.data.friend === false && <Alert type="warning" showIcon title={t('card.notFriend')} />}
          {status.data.last_push_failed && <Alert type="warning" showIcon title={t('card.lastPushFailed')} />}
          <Popconfirm
            title={t('card.unbindConfirm')}
            description={t('card.unbindHelp')}
            okText={t('card.unbind')}
            cancelText={t('card.cancel')}
            okButtonProps={{ danger: true, loading: unbind.isPending }}
            onConfirm={() =>
              unbind.mutateAsync().then(
                () => void message.success(t('card.unbound')),
                (error: unknown) => void message.error(failureText(error, t('card.unbindFailed'))),
              )
            }
          >
            <Button icon={<DisconnectOutlined />}>{t('card.unbind')}</Button>
          </Popconfirm>
        </Space>
      ) : (
        <Space orientation="vertical" size={12} className={styles.full}>
          <Typography.Text type="secondary">{t('card.intro')}</Typography.Text>
          <Button type="primary" icon={<LinkOutlined />} loading={starting} onClick={() => void bind()}>
            {t('card.bind')}
          </Button>
        </Space>
      )}
    </Card>
  )
}
