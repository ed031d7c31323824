import { App, Button, Card, Drawer, Flex, Input, InputNumber, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useChargeColumns } from '@/components/charge-columns'
import { failureText } from '@/lib/failure-text'
import { formatNtd } from '@/lib/money'
import type { Schema } from '@/types/api'
import { type AdminUser, useAdminUsers, useExtendTrial, useSetDisabled, useUserPayments, useViewAs } from '../api/users'
import { adminRefusal, useAdminUser } from './admin-guard'
import { RefundDialog, refundable } from './refund-dialog'

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

/** A user's charges with their e-invoices, as the user sees them on /subscribe-record. */
function PaymentsDrawer({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const payments = useUserPayments(user?.id ?? null)
  const [refunding, setRefunding] = useState<Schema<'ChargeOut'> | null>(null)
  const columns = [
    ...useChargeColumns(),
    {
      key: 'refund',
      title: '',
      render: (_: unknown, c: Schema<'ChargeOut'>) =>
        refundable(c) > 0 && (
          <Button size="small" danger onClick={() => setRefunding(c)}>
            {t('refund.action')}
          </Button>
        ),
    },
  ]
  return (
    <Drawer open={user !== null} onClose={onClose} size="large" title={t('users.paymentsTitle', { email: user?.email ?? '' })} destroyOnHidden>
      {refunding && <RefundDialog charge={refunding} onClose={() => setRefunding(null)} />}
      <Table<Schema<'ChargeOut'>>
        rowKey="id"
        size="small"
        data-testid="user-payments"
        columns={columns}
        dataSource={payments.data?.data ?? []}
        loading={payments.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('users.noPayments') }}
      />
    </Drawer>
  )
}

/** What an admin may do with one user: more trial days, their payments, a view as them, disabling them. */
function UserActions({ user, onExtend, onPayments }: { user: AdminUser; onExtend: () => void; onPayments: () => void }) {
  const { t } = useTranslation('admin')
  const { message } = App.useApp()
  const setDisabled = useSetDisabled()
  const viewAs = useViewAs()
  const failed = (error: unknown) => void message.error(failureText(error, t('errors:server.unknown')))
  const disabled = user.disabled_at !== null
  const toggle = () =>
    setDisabled.mutateAsync({ userId: user.id, disabled: !disabled }).then(
      () => void message.success(t(disabled ? 'users.enabled' : 'users.disabled', { email: user.email })),
      failed,
    )
  return (
    <Space wrap size={4}>
      {user.payment_type === null && (
        <Button size="small" onClick={onExtend}>
          {t('users.extend')}
        </Button>
      )}
      <Button size="small" onClick={onPayments}>
        {t('users.payments')}
      </Button>
      {!disabled && (
        <Button size="small" loading={viewAs.isPending} onClick={() => viewAs.mutate(user.id, { onError: failed })}>
          {t('users.viewAs')}
        </Button>
      )}
      <Popconfirm
        title={t(disabled ? 'users.enableConfirm' : 'users.disableConfirm', { email: user.email })}
        okText={t(disabled ? 'users.enable' : 'users.disable')}
        okButtonProps={{ danger: !disabled, loading: setDisabled.isPending }}
        onConfirm={toggle}
      >
        <Button size="small" danger={!disabled}>
          {t(disabled ? 'users.enable' : 'users.disable')}
        </Button>
      </Popconfirm>
    </Space>
  )
}

/** /admin/users: users found by address or name, their plan and payments, more trial days, a view as them, disabling. */
export function UsersScreen() {
  const { t, i18n } = useTranslation('admin')
  const viewer = useAdminUser()
  const { admin } = viewer
  const [query, setQuery] = useState('')
  const users = useAdminUsers(query, admin)
  const [extending, setExtending] = useState<AdminUser | null>(null)
  const [reading, setReading] = useState<AdminUser | null>(null)
  const refusal = adminRefusal(viewer, users.error)
  if (refusal) return refusal
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
            {
              title: t('users.email'),
              render: (_, u) => (
                <Space size={4}>
                  <Typography.Text copyable>{u.email}</Typography.Text>
                  {u.disabled_at && <Tag color="error">{t('users.disabledTag')}</Tag>}
                </Space>
              ),
            },
            { title: t('users.name'), render: (_, u) => u.name ?? '—' },
            { title: t('users.plan'), render: (_, u) => u.plan_name ?? t('users.noPlan') },
            { title: t('users.until'), render: (_, u) => day(u.plan_end) },
            { title: t('users.paid'), align: 'right' as const, render: (_, u) => formatNtd(u.paid_total) },
            { title: t('users.joined'), render: (_, u) => day(u.created_at) },
            { title: '', render: (_, u) => <UserActions user={u} onExtend={() => setExtending(u)} onPayments={() => setReading(u)} /> },
          ]}
        />
      </Card>
      <ExtendTrialDialog user={extending} onClose={() => setExtending(null)} />
      <PaymentsDrawer user={reading} onClose={() => setReading(null)} />
    </Flex>
  )
}
