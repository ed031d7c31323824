import { DeleteOutlined, EditOutlined, GlobalOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons'
import { App, Button, Card, Popconfirm, Space, Table, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { EmptyState } from '@/components/empty-state'
import { LoadFailed } from '@/components/load-failed'
import { PageHeader } from '@/components/page-header'
import { PlanLockHint, UpgradeLink, useLockReason } from '@/components/plan-lock'
import { allowance } from '@/lib/allowance'
import { useUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import { type CmsSite, useCmsSiteActions, useCmsSites } from '../api/sites'
import { DATE_TIME, PostsTable } from './posts-table'
import { SiteFormModal } from './site-form-modal'
import styles from './cms.module.css'

/** `/cms` (SPEC §2 "CMS plugin"): the WordPress sites one posts to, and the posts sent, with their status. */
export function CmsScreen() {
  const { t } = useTranslation('cms')
  const { message } = App.useApp()
  const { user } = useUser()
  const lock = useLockReason(allowance(user?.subscription, 'cms_plugin'))
  const sites = useCmsSites()
  const { remove } = useCmsSiteActions()
  const [editing, setEditing] = useState<CmsSite | 'new' | null>(null)

  const actions = (
    <Space>
      <Button icon={<PlusOutlined />} disabled={lock !== null} onClick={() => setEditing('new')} data-testid="cms-add-site">
        {t('sites.add')}
      </Button>
      <Link to="/cms/new-post">
        <Button type="primary" icon={<SendOutlined />} disabled={lock !== null || !sites.data?.length}>
          {t('post.new')}
        </Button>
      </Link>
    </Space>
  )

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} extra={actions} />
      {lock && (
        <Space>
          <PlanLockHint reason={lock} />
          <UpgradeLink />
        </Space>
      )}
      <Card title={t('sites.title')} className={styles.full}>
        {sites.isError ? (
          <LoadFailed title={t('sites.loadFailed')} error={sites.error} onRetry={() => void sites.refetch()} />
        ) : (
          <Table<CmsSite>
            rowKey="id"
            loading={sites.isPending}
            dataSource={sites.data ?? []}
            pagination={false}
            locale={{ emptyText: <EmptyState icon={<GlobalOutlined />} title={t('sites.emptyTitle')} description={t('sites.emptyHelp')} /> }}
            columns={[
              {
                title: t('sites.name'),
                key: 'name',
                render: (_, site) => (
                  <div>
                    <Typography.Text strong>{site.name}</Typography.Text>
                    <div>
                      <Typography.Link href={site.url} target="_blank" rel="noreferrer">
                        {site.url}
                      </Typography.Link>
                    </div>
                  </div>
                ),
              },
              { title: t('sites.type'), dataIndex: 'type', render: () => 'WordPress' },
              {
                title: t('sites.api'),
                dataIndex: 'api_url',
                render: (url: string) => <span className={styles.apiUrl}>{url}</span>,
              },
              {
                title: t('sites.user'),
                key: 'user',
                render: (_, site) => `${site.wp_user_name ?? site.username} (${site.username})`,
              },
              {
                title: t('sites.verified'),
                dataIndex: 'verified_at',
                render: (at: string) => dayjs(at).format(DATE_TIME),
              },
              {
                title: '',
                key: 'actions',
                align: 'right',
                render: (_, site) => (
                  <Space>
                    <Button icon={<EditOutlined />} aria-label={t('sites.edit')} onClick={() => setEditing(site)} />
                    <Popconfirm
                      title={t('sites.deleteConfirm', { name: site.name })}
                      description={t('sites.deleteHelp')}
                      okText={t('sites.delete')}
                      cancelText={t('common:actions.cancel')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() =>
                        remove.mutateAsync(site.id).then(
                          () => void message.success(t('sites.deleted')),
                          (error: unknown) => void message.error(failureText(error, t('sites.deleteFailed'))),
                        )
                      }
                    >
                      <Button danger icon={<DeleteOutlined />} aria-label={t('sites.delete')} />
                    </Popconfirm>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>
      <Card title={t('posts.title')} className={styles.full} style={{ marginTop: 16 }}>
        <PostsTable />
      </Card>
      <SiteFormModal
        open={editing !== null}
        site={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
    </>
  )
}
