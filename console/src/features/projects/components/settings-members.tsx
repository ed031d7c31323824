import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons'
import { App, Avatar, Button, Form, Input, Popconfirm, Select, Table, Tooltip, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import { useFormErrors } from '@/lib/form-errors'
import { useFormRules } from '@/lib/form-rules'
import { useDeleteMember } from '../api/delete-member'
import { useMembers } from '../api/get-members'
import { type MemberIn, useInviteMember } from '../api/invite-member'
import { useUpdateMemberRole } from '../api/update-member'
import type { Member, Role } from '@/types/projects'
import { PendingInvitations } from './pending-invitations'
import type { SettingsProps } from './project-settings-screen'
import panel from '@/components/settings-panel.module.css'
import styles from './projects.module.css'
import { RoleTag } from './role-tag'

const GRANTABLE: Exclude<Role, 'owner'>[] = ['manager', 'viewer']

/**
 * Members and roles: the owner invites people by e-mail (a link is mailed; the same answer whether or
 * not the address has an account), sees and revokes pending invitations, changes roles and removes members.
 */
export function SettingsMembers({ site }: SettingsProps) {
  const { t } = useTranslation('projects')
  const { message } = App.useApp()
  const rules = useFormRules()
  const { user } = useUser()
  const members = useMembers(site.id)
  const invite = useInviteMember(site.id)
  const changeRole = useUpdateMemberRole(site.id)
  const remove = useDeleteMember(site.id)
  const [form] = Form.useForm<MemberIn>()
  const { formError, handleError, clear } = useFormErrors(form)
  const [changing, setChanging] = useState<number | null>(null)
  const isOwner = site.role === 'owner'

  const roleOptions = GRANTABLE.map((role) => ({ value: role, label: t(`roles.${role}`) }))
  // each role with what it may do, in the dropdown
  const renderRole = (option: { value?: string | number | null; label?: React.ReactNode }) => (
    <div>
      <div>{option.label}</div>
      <Typography.Text type="secondary" className={styles.roleHelp}>
        {t(`settings.members.roleHelp.${option.value}`)}
      </Typography.Text>
    </div>
  )

  const columns = [
    {
      key: 'member',
      title: t('settings.members.member'),
      render: (_: unknown, member: Member) => (
        <span className={panel.cardCountry}>
          <Avatar size={32} style={{ background: '#e6f8fa', color: '#00606d' }}>
            {[...(member.name || member.email)][0]?.toUpperCase()}
          </Avatar>
          <span>
            <Typography.Text strong>{member.name || member.email}</Typography.Text>
            {member.user_id === user?.id && <Typography.Text type="secondary"> ({t('settings.members.you')})</Typography.Text>}
            <br />
            <Typography.Text type="secondary">{member.email}</Typography.Text>
          </span>
        </span>
      ),
    },
    {
      key: 'role',
      title: t('settings.members.role'),
      width: 200,
      render: (_: unknown, member: Member) =>
        member.role === 'owner' || !isOwner ? (
          <Tooltip title={t(`settings.members.roleHelp.${member.role}`)}>
            <span>
              <RoleTag role={member.role} />
            </span>
          </Tooltip>
        ) : (
          <Select<Exclude<Role, 'owner'>>
            value={member.role}
            options={roleOptions}
            optionRender={renderRole}
            popupMatchSelectWidth={false}
            loading={changing === member.id}
            style={{ width: 150 }}
            aria-label={t('settings.members.role')}
            onChange={(role) => {
              setChanging(member.id)
              changeRole.mutate(
                { id: member.id, role },
                {
                  onSuccess: () => void message.success(t('settings.members.changeCompleted')),
                  onError: (error) => void message.error(failureText(error, t('wizard.failed'))),
                  onSettled: () => setChanging(null),
                },
              )
            }}
          />
        ),
    },
    {
      key: 'since',
      title: t('settings.members.since'),
      width: 140,
      render: (_: unknown, member: Member) => dayjs(member.created_at).format('YYYY/MM/DD'),
    },
    {
      key: 'actions',
      width: 70,
      align: 'right' as const,
      render: (_: unknown, member: Member) =>
        isOwner &&
        member.role !== 'owner' && (
          <Popconfirm
            title={t('settings.members.removeConfirm', { email: member.email })}
            okText={t('settings.members.remove')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:actions.cancel')}
            onConfirm={() =>
              remove.mutateAsync(member.id).then(
                () => void message.success(t('settings.members.removed')),
                (error: unknown) => void message.error(failureText(error, t('wizard.failed'))),
              )
            }
          >
            <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('settings.members.remove')} />
          </Popconfirm>
        ),
    },
  ]

  return (
    <div>
      <Typography.Paragraph type="secondary">
        {t('settings.members.intro')} {!isOwner && t('settings.members.ownerOnly')}
      </Typography.Paragraph>
      {isOwner && (
        <div className={panel.addBox}>
          <Form<MemberIn>
            form={form}
            layout="inline"
            initialValues={{ email: '', role: 'viewer' }}
            onValuesChange={clear}
            onFinish={(values) =>
              invite.mutate(
                { email: values.email.trim(), role: values.role },
                {
                  onSuccess: (sent) => {
                    form.resetFields()
                    void message.success(t('settings.members.invited', { email: sent.email }))
                  },
                  onError: handleError,
                },
              )
            }
          >
            <Form.Item name="email" rules={[rules.required, rules.email]} style={{ flex: 1, minWidth: 240 }}>
              <Input placeholder={t('settings.members.email')} aria-label={t('settings.members.email')} type="email" />
            </Form.Item>
            <Form.Item name="role">
              <Select
                options={roleOptions}
                optionRender={renderRole}
                popupMatchSelectWidth={false}
                style={{ width: 150 }}
                aria-label={t('settings.members.role')}
              />
            </Form.Item>
            <Form.Item style={{ marginInlineEnd: 0 }}>
              <Button type="primary" htmlType="submit" icon={<UserAddOutlined />} loading={invite.isPending}>
                {t('settings.members.invite')}
              </Button>
            </Form.Item>
          </Form>
          {formError && (
            <Typography.Paragraph type="danger" className={panel.note} role="alert">
              {formError}
            </Typography.Paragraph>
          )}
        </div>
      )}
      <Table<Member>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={members.data ?? []}
        loading={members.isLoading}
        pagination={false}
        locale={{ emptyText: members.isError ? failureText(members.error, t('project.loadFailed')) : undefined }}
      />
      {isOwner && <PendingInvitations siteId={site.id} />}
    </div>
  )
}
