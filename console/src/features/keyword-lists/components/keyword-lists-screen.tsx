import { DeleteOutlined, EditOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons'
import { App, Button, Card, Space, Table, Tag, Tooltip, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import {
  type KeywordList,
  defaultMarket,
  useCreateKeywordList,
  useDeleteKeywordList,
  useKeywordLists,
  useRenameKeywordList,
} from '@/lib/api/keyword-lists'
import { LoadFailed } from '@/components/load-failed'
import { EmptyState } from '@/components/empty-state'
import { useUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import { ListNameModal } from './list-name-modal'

const DATE_TIME = 'YYYY/MM/DD HH:mm'

/** `/keyword-planning/keywords-lists`: the user's saved lists with counts and latest update; create, rename, delete. */
export function KeywordListsScreen() {
  const { t } = useTranslation('keywordLists')
  const { message, modal } = App.useApp()
  const { user } = useUser()
  const lists = useKeywordLists()
  const create = useCreateKeywordList()
  const rename = useRenameKeywordList()
  const remove = useDeleteKeywordList()
  const [creating, setCreating] = useState(false)
  const [renaming, setRenaming] = useState<KeywordList | null>(null)
  const rows = lists.data?.data ?? []
  const limit = lists.data?.limit ?? 0
  const full = lists.isSuccess && rows.length >= limit

  const confirmDelete = (list: KeywordList) =>
    modal.confirm({
      title: t('delete.title', { name: list.name }),
      content: t('delete.content', { count: list.item_count }),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        remove.mutateAsync(list.id).then(
          () => void message.success(t('delete.done', { name: list.name })),
          (error: unknown) => void message.error(failureText(error, t('delete.failed'))),
        ),
    })

  const createButton = (
    <Tooltip title={full ? t('limitReached', { limit }) : undefined}>
      <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => setCreating(true)}>
        {t('create.action')}
      </Button>
    </Tooltip>
  )

  const columns = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_: unknown, list: KeywordList) => (
        <Space size={8}>
          <Link to={`/keyword-planning/keywords-lists/${list.id}`}>
            <strong>{list.name}</strong>
          </Link>
          {/* the market its figures are read in */}
          <Tag bordered={false}>{`${list.country} · ${list.language}`}</Tag>
        </Space>
      ),
    },
    { key: 'count', title: t('columns.count'), width: 140, align: 'right' as const, render: (_: unknown, list: KeywordList) => list.item_count.toLocaleString() },
    { key: 'updated', title: t('columns.updated'), width: 190, render: (_: unknown, list: KeywordList) => dayjs(list.updated_at).format(DATE_TIME) },
    {
      key: 'actions',
      width: 200,
      align: 'right' as const,
      render: (_: unknown, list: KeywordList) => (
        <Space size={0}>
          <Button type="text" icon={<EditOutlined />} onClick={() => setRenaming(list)}>
            {t('rename.action')}
          </Button>
          <Button danger type="text" icon={<DeleteOutlined />} onClick={() => confirmDelete(list)}>
            {t('delete.action')}
          </Button>
        </Space>
      ),
    },
  ]

  return (
    <div>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <>
            {lists.isSuccess && (
              <Typography.Text type="secondary" data-testid="lists-usage">
                {t('usage', { used: rows.length, limit })}
              </Typography.Text>
            )}
            {createButton}
          </>
        }
      />
      <Card>
        {lists.isError ? (
          <LoadFailed title={t('loadFailed')} error={lists.error} onRetry={() => void lists.refetch()} />
        ) : (
          <Table<KeywordList>
            rowKey="id"
            columns={columns}
            dataSource={rows}
            loading={lists.isLoading}
            pagination={false}
            locale={{
              emptyText: (
                <EmptyState icon={<UnorderedListOutlined />} title={t('empty.title')} description={t('empty.description')} action={createButton} />
              ),
            }}
          />
        )}
      </Card>
      <ListNameModal
        open={creating}
        title={t('create.title')}
        okText={t('create.submit')}
        pending={create.isPending}
        failedText={t('create.failed')}
        onSubmit={(name) => create.mutateAsync({ name, ...defaultMarket(user?.country) }).then((list) => void message.success(t('create.done', { name: list.name })))}
        onClose={() => setCreating(false)}
      />
      <ListNameModal
        key={renaming?.id ?? 0}
        open={renaming !== null}
        title={t('rename.title')}
        okText={t('rename.submit')}
        initialName={renaming?.name}
        pending={rename.isPending}
        failedText={t('rename.failed')}
        onSubmit={(name) =>
          rename.mutateAsync({ id: renaming?.id ?? 0, name }).then((list) => void message.success(t('rename.done', { name: list.name })))
        }
        onClose={() => setRenaming(null)}
      />
    </div>
  )
}
