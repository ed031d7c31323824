import { LinkOutlined, ShareAltOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Form, Input, Popconfirm, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Site } from '@/types/projects'
import { ApiError } from '@/lib/api-client'
import { failureText } from '@/lib/failure-text'
import { useShareSite, useUnshareSite } from '@/lib/api/share-site'
import { sharePasswordIssue } from '@/lib/share-form'
import { shareLink } from '@/lib/share-access'
import styles from './share-control.module.css'

/**
 * The owner's control of the project's shared ranking report (SPEC §4): set a password and get the
 * link, or cancel the share. The password cannot be changed in place: cancel, then share again.
 * Mountable wherever a project is at hand (project settings, a project page header).
 */
export function ShareControl({ site }: { site: Site }) {
  const { t } = useTranslation('share')
  const { message } = App.useApp()
  const share = useShareSite(site.id)
  const unshare = useUnshareSite(site.id)
  const [password, setPassword] = useState('')
  const [touched, setTouched] = useState(false)
  const [serverError, setServerError] = useState<string>()
  const isOwner = site.role === 'owner'
  const issue = sharePasswordIssue(password)
  const fieldError = serverError ?? (touched && issue ? t(`errors:${issue.code}`, issue.params) : undefined)

  const submit = () => {
    setTouched(true)
    if (issue) return
    share.mutate(password, {
      onSuccess: () => {
        setPassword('')
        setTouched(false)
        void message.success(t('control.shared'))
      },
      onError: (error) =>
        setServerError(
          error instanceof ApiError && error.fields.length ? error.fields[0].message : failureText(error, t('control.failed')),
        ),
    })
  }

  // SPEC §8: cancelling a share logs the error only
  const cancel = () => unshare.mutateAsync().catch((error: unknown) => console.error(error))

  const link = site.share_uuid ? shareLink(window.location.origin, site.share_uuid) : null

  return (
    <Card className={styles.control} title={<><ShareAltOutlined /> {t('control.title')}</>} size="small">
      <Typography.Paragraph type="secondary">{t('control.description')}</Typography.Paragraph>
      {link ? (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          <div className={styles.linkRow}>
            <LinkOutlined />
            <Typography.Text copyable={{ text: link, tooltips: [t('control.copy'), t('control.copied')] }} code data-testid="share-link">
              {link}
            </Typography.Text>
          </div>
          <Alert type="info" showIcon title={t('control.changeNote')} />
          <Space>
            <Button href={link} target="_blank" rel="noopener noreferrer">
              {t('control.open')}
            </Button>
            {isOwner && (
              <Popconfirm
                title={t('control.cancelConfirm')}
                okText={t('control.cancel')}
                okButtonProps={{ danger: true }}
                cancelText={t('common:actions.cancel')}
                onConfirm={cancel}
              >
                <Button danger loading={unshare.isPending}>
                  {t('control.cancel')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        </Space>
      ) : isOwner ? (
        <Form layout="vertical" requiredMark={false} onFinish={submit}>
          <Form.Item
            label={t('control.password')}
            validateStatus={fieldError ? 'error' : undefined}
            help={fieldError ?? t('control.passwordHelp')}
          >
            <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
              <Input.Password
                value={password}
                autoComplete="new-password"
                aria-label={t('control.password')}
                onChange={(event) => {
                  setPassword(event.target.value)
                  setServerError(undefined)
                }}
                onBlur={() => setTouched(password !== '')}
              />
              <Button type="primary" htmlType="submit" loading={share.isPending}>
                {t('control.submit')}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
      ) : (
        <Typography.Text type="secondary">{t('control.ownerOnly')}</Typography.Text>
      )}
    </Card>
  )
}
