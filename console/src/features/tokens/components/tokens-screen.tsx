import { ApiOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import { App, Button, Card, Table, Tag, Tooltip, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { LoadFailed } from '@/components/load-failed'
import { EmptyState } from '@/components/empty-state'
import { allowance } from '@/lib/allowance'
import { useUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import type { CreatedToken } from '../api/create-token'
import { type ApiToken, useTokens } from '../api/get-tokens'
import { useRevokeToken } from '../api/revoke-token'
import { tokenExpiry } from '../utils/token-expiry'
import { CreateTokenModal } from './create-token-modal'
import { TokenSecretModal } from './token-secret-modal'
import styles from './tokens.module.css'

const DATE = 'YYYY/MM/DD'
const DATE_TIME = 'YYYY/MM/DD HH:mm'

function Expiry({ token }: { token: ApiToken }) {
  const { t } = useTranslation('tokens')
  const expiry = tokenExpiry(token)
  if (expiry.state === 'unlimited') return <Tag variant="filled">{t('expiry.unlimited')}</Tag>
  return (
    <span className={styles.expiry}>
      {dayjs(expiry.expiresAt).format(DATE)}
      {expiry.state === 'expired' && <Tag color="error">{t('expiry.expired')}</Tag>}
    </span>
  )
}

/** `/tokens`: personal API tokens: list, create (the secret shown once), revoke. */
export function TokensScreen() {
  const { t } = useTranslation('tokens')
  const { message, modal } = App.useApp()
  const { user } = useUser()
  const tokens = useTokens()
  const revoke = useRevokeToken()
  const [creating, setCreating] = useState(false)
  const [created, setCreated] = useState<CreatedToken | null>(null)
  const quota = allowance(user?.subscription, 'api_tokens')

  const confirmRevoke = (token: ApiToken) =>
    modal.confirm({
      title: t('revoke.title', { name: token.name }),
      content: t('revoke.content'),
      okText: t('revoke.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        revoke.mutateAsync(token.id).then(
          () => void message.success(t('revoke.done', { name: token.name })),
          (error: unknown) => void message.error(failureText(error, t('revoke.failed'))),
        ),
    })

  const columns = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_: unknown, token: ApiToken) => (
        <div>
          <Typography.Text strong>{token.name}</Typography.Text>
          <br />
          <Typography.Text type="secondary" code className={styles.prefix}>
            {token.prefix}…
          </Typography.Text>
        </div>
      ),
    },
    {
      key: 'created',
      title: t('columns.created'),
      width: 170,
      render: (_: unknown, token: ApiToken) => dayjs(token.created_at).format(DATE_TIME),
    },
    { key: 'expiry', title: t('columns.expiry'), width: 190, render: (_: unknown, token: ApiToken) => <Expiry token={token} /> },
    {
      key: 'used',
      title: t('columns.lastUsed'),
      width: 170,
      render: (_: unknown, token: ApiToken) =>
        token.last_used_at ? (
          dayjs(token.last_used_at).format(DATE_TIME)
        ) : (
          <Typography.Text type="secondary">{t('neverUsed')}</Typography.Text>
        ),
    },
    {
      key: 'actions',
      width: 110,
      align: 'right' as const,
      render: (_: unknown, token: ApiToken) => (
        <Button danger type="text" icon={<DeleteOutlined />} onClick={() => confirmRevoke(token)}>
          {t('revoke.action')}
        </Button>
      ),
    },
  ]

  const createButton = (
    <Tooltip title={quota.available ? undefined : t('limitReached')}>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} disabled={!quota.available}>
        {t('create.action')}
      </Button>
    </Tooltip>
  )

  return (
    <div>
      <PageHeader
        title={t('title')}
        subtitle={
          <>
            {t('subtitle')} <Typography.Text code>Authorization: Bearer &lt;token&gt;</Typography.Text>
          </>
        }
        extra={
          <>
            {quota.limited && (
              <Typography.Text type="secondary">{t('usage', { used: quota.usage, limit: quota.limit })}</Typography.Text>
            )}
            {createButton}
          </>
        }
      />
      <Card className={styles.card}>
        {tokens.isError ? (
          <LoadFailed title={t('loadFailed')} error={tokens.error} onRetry={() => void tokens.refetch()} />
        ) : (
          <Table<ApiToken>
            rowKey="id"
            columns={columns}
            dataSource={tokens.data ?? []}
            loading={tokens.isLoading}
            pagination={false}
            rowClassName={(token) => (tokenExpiry(token).state === 'expired' ? styles.expiredRow : '')}
            locale={{
              emptyText: (
                <EmptyState icon={<ApiOutlined />} title={t('empty.title')} description={t('empty.description')} action={createButton} />
              ),
            }}
          />
        )}
      </Card>
      <CreateTokenModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(token) => {
          setCreating(false)
          setCreated(token)
        }}
      />
      <TokenSecretModal token={created} onClose={() => setCreated(null)} />
    </div>
  )
}
