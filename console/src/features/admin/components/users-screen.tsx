import { App, Button, Card, Flex, Input, InputNumber, Modal, Spin, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { StatusPage } from '@/components/status-page'
import { isAdmin } from '@/lib/admin'
import { ApiError } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import { type AdminUser, useAdminUsers, useExtendTrial } from '../api/users'

/** The dialog that gives a user more trial days (the server refuses while a paid plan runs). */
function ExtendTrialDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const { message } = App.useApp()
  const [days, setDays] = useState(7)
  const extend = useExtendTrial()
  const submit = () => {
    if (!user) return
    extend.mutate(
      { userId: user.id, days },
      {
        onSuccess: () => {
          void message.success(t('users.extended', { email: user.email, count: days }))
          onClose()
        },
        onError: (error) => void message.error(failureText(error, t('errors:server.unknown'))),
      },
    )
  }
  return (
    <Modal open={user !== null} title={t('users.extendTitle', { email: user?.email ?? '' })} okText={t('users.extend')} onOk={submit} onCancel={onClose} confirmLoading={extend.isPending} destroyOnHidden>
      <Flex align="center" gap={8}>
        <InputNumber min={1} max={90} value={days} onChange={(value) => setDays(value ?? 7)} aria-label={t('users.days')} />
        <Typography.Text>{t('users.daysUnit')}</Typography.Text>
      </Flex>
    </Modal>
  )
}

/** /admin/users: users found by address or name, their plan and payments, and more trial days. */
export function UsersScreen() {
  const { t, i18n } = useTranslation('admin')
  const { user } = useUser()
  const admin = user ? isAdmin(user) : false
  const [query, setQuery] = useState('')
  const users = useAdminUsers(query, admin)
  const [extending, setExtending] = useState<AdminUser | null>(null)
  if (user === undefined) return <Spin />
  if (!admin || (users.error instanceof ApiError && users.error.status === 403)) return <StatusPage status={403} />
  const day = (value: string | null) => (value ? new Date(value).toLocaleDateString(i18n.language) : '—')

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={3}>{t('users.title')}</Typography.Title>
        <Typography.Text type="secondary">{t('users.subtitle')}</Typography.Text>
      </div>
      <Card data-testid="users">
        <Input.Search allowClear enterButton={t('users.search')} placeholder={t('users.placeholder')} onSearch={setQuery} style={{ maxWidth: 420, marginBottom: 16 }} />
        <Table<AdminUser>
          rowKey="id"
          size="middle"
          loading={users.isPending}
          dataSource={users.data?.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('users.empty') }}
          columns={[
            { title: t('users.email'), render: (_, u) => <Typography.Text copyable>{u.email}</Typography.Text> },
            { title: t('users.name'), render: (_, u) => u.name ?? '—' },
            { title: t('users.plan'), render: (_, u) => u.plan_name ?? t('users.noPlan') },
            { title: t('users.until'), render: (_, u) => day(u.plan_end) },
            { title: t('users.paid'), align: 'right' as const, render: (_, u) => `NT$${u.paid_total.toLocaleString('en-US')}` },
            { title: t('users.joined'), render: (_, u) => day(u.created_at) },
            {
              title: '',
              render: (_, u) =>
                u.payment_type === null && (
                  <Button size="small" onClick={() => setExtending(u)}>
                    {t('users.extend')}
                  </Button>
                ),
            },
          ]}
        />
      </Card>
      <ExtendTrialDialog user={extending} onClose={() => setExtending(null)} />
    </Flex>
  )
}
