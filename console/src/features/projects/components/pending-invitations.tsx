import { DeleteOutlined, MailOutlined } from '@ant-design/icons'
import { App, Button, Popconfirm, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { failureText } from '@/lib/failure-text'
import { useInvitations } from '../api/get-invitations'
import { useRevokeInvitation } from '../api/revoke-invitation'
import type { Invitation } from '@/types/projects'
import panel from '@/components/settings-panel.module.css'
import styles from './projects.module.css'
import { RoleTag } from './role-tag'

/** The owner's pending invitations (the addresses they typed), each with when it lapses and a revoke. */
export function PendingInvitations({ siteId }: { siteId: number }) {
  const { t } = useTranslation('projects')
  const { message } = App.useApp()
  const invitations = useInvitations(siteId)
  const revoke = useRevokeInvitation(siteId)
  if (!invitations.data?.length) return null

  const columns = [
    {
      key: 'email',
      title: t('settings.members.invitations.email'),
      render: (_: unknown, invitation: Invitation) => (
        <span className={panel.cardCountry}>
          <MailOutlined />
          <Typography.Text>{invitation.email}</Typography.Text>
        </span>
      ),
    },
    {
      key: 'role',
      title: t('settings.members.role'),
      width: 200,
      render: (_: unknown, invitation: Invitation) => <RoleTag role={invitation.role} />,
    },
    {
      key: 'expires',
      title: t('settings.members.invitations.status'),
      width: 180,
      render: (_: unknown, invitation: Invitation) =>
        dayjs(invitation.expires_at).isAfter(dayjs()) ? (
          <Typography.Text type="secondary">
            {t('settings.members.invitations.expires', { date: dayjs(invitation.expires_at).format('YYYY/MM/DD') })}
          </Typography.Text>
        ) : (
          <Tag color="orange">{t('settings.members.invitations.expired')}</Tag>
        ),
    },
    {
      key: 'actions',
      width: 70,
      align: 'right' as const,
      render: (_: unknown, invitation: Invitation) => (
        <Popconfirm
          title={t('settings.members.invitations.revokeConfirm', { email: invitation.email })}
          okText={t('settings.members.invitations.revoke')}
          okButtonProps={{ danger: true }}
          cancelText={t('common:actions.cancel')}
          onConfirm={() =>
            revoke.mutateAsync(invitation.id).then(
              () => void message.success(t('settings.members.invitations.revoked')),
              (error: unknown) => void message.error(failureText(error, t('wizard.failed'))),
            )
          }
        >
          <Button
            type="text"
            danger
            size="small"
            icon={<DeleteOutlined />}
            aria-label={t('settings.members.invitations.revoke')}
          />
        </Popconfirm>
      ),
    },
  ]

  return (
    <section className={styles.invitations} aria-label={t('settings.members.invitations.title')}>
      <Typography.Title level={5}>{t('settings.members.invitations.title')}</Typography.Title>
      <Table<Invitation>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={invitations.data}
        pagination={false}
      />
    </section>
  )
}
