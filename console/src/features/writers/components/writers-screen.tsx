import { DeleteOutlined, EditOutlined, FileTextOutlined, PlusOutlined, TagsOutlined } from '@ant-design/icons'
import { App, Button, Card, Dropdown, Input, Space, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { EmptyState } from '@/components/empty-state'
import { LoadFailed } from '@/components/load-failed'
import { PageHeader } from '@/components/page-header'
import { useUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import { pageView } from '@/lib/pagination'
import {
  useAttachCategories,
  useCategories,
  useDeleteDocument,
  useDetachCategory,
  useDetachDocuments,
  useDocuments,
  type WriterBrief,
} from '../api/writers'
import { CategoryPanel } from './category-panel'
import { LIST_PATH } from './editor-screen'

/** `/seo-diy/seo-writer`: the documents the user can open, filtered by tag or text, and the tags. */
export function WritersScreen() {
  const { t } = useTranslation('writers')
  const { message, modal } = App.useApp()
  const { user } = useUser()
  const navigate = useNavigate()
  const [page, setPage] = useState(1)
  const [search, setSearch] = useState('')
  const [categoryId, setCategoryId] = useState<number | undefined>()
  const documents = useDocuments({ page, categoryId, search: search || undefined })
  const categories = useCategories()
  const attach = useAttachCategories()
  const detach = useDetachCategory()
  const detachFromCategory = useDetachDocuments()
  const remove = useDeleteDocument()
  const names = new Map((categories.data?.data ?? []).map((category) => [category.id, category.name]))
  const view = pageView(documents.data?.meta, 20)
  const fail = (text: string) => (failure: unknown) => void message.error(failureText(failure, text))

  const newDocument = categoryId ? `${LIST_PATH}/edit/${categoryId}` : `${LIST_PATH}/edit`
  const toggleTag = (row: WriterBrief, id: number) =>
    row.category_ids.includes(id)
      ? detach.mutateAsync({ id: row.id, categoryId: id }).catch(fail(t('tags.failed')))
      : attach.mutateAsync({ id: row.id, categoryIds: [id] }).catch(fail(t('tags.failed')))
  const confirmDelete = (row: WriterBrief) =>
    modal.confirm({
      title: t('delete.title', { title: row.title || t('untitled') }),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () => remove.mutateAsync(row.id).catch(fail(t('delete.failed'))),
    })

  const columns = [
    {
      key: 'title',
      title: t('columns.title'),
      render: (_: unknown, row: WriterBrief) => (
        <Space direction="vertical" size={2}>
          <Link to={`${LIST_PATH}/${row.id}`}>
            <strong>{row.title || t('untitled')}</strong>
          </Link>
          <Space size={4} wrap>
            {row.category_ids.map((id) => (
              <Tag key={id} bordered={false} color="cyan">
                {names.get(id)}
              </Tag>
            ))}
          </Space>
        </Space>
      ),
    },
    { key: 'keyword', title: t('columns.keyword'), width: 180, ellipsis: true, render: (_: unknown, row: WriterBrief) => row.keyword || '—' },
    { key: 'creator', title: t('columns.creator'), width: 110, ellipsis: true, render: (_: unknown, row: WriterBrief) => row.creator_name },
    {
      key: 'updated',
      title: t('columns.updated'),
      width: 150,
      render: (_: unknown, row: WriterBrief) => dayjs(row.updated_at).format('YYYY/MM/DD HH:mm'),
    },
    {
      key: 'actions',
      width: 130,
      align: 'right' as const,
      render: (_: unknown, row: WriterBrief) => (
        <Space size={4}>
          <Button size="small" icon={<EditOutlined />} aria-label={t('edit')} onClick={() => navigate(`${LIST_PATH}/${row.id}`)} />
          <Dropdown
            trigger={['click']}
            disabled={names.size === 0}
            menu={{
              items: [...names].map(([id, name]) => ({
                key: String(id),
                label: `${row.category_ids.includes(id) ? '✓ ' : ''}${name}`,
                onClick: () => void toggleTag(row, id),
              })),
            }}
          >
            <Button size="small" icon={<TagsOutlined />} aria-label={t('tags.action')} />
          </Dropdown>
          {categoryId && (
            <Button
              size="small"
              onClick={() =>
                detachFromCategory.mutateAsync({ id: categoryId, documentIds: [row.id] }).catch(fail(t('tags.failed')))
              }
            >
              {t('tags.removeHere')}
            </Button>
          )}
          {user?.id === row.creator_id && (
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={t('delete.action')} onClick={() => confirmDelete(row)} />
          )}
        </Space>
      ),
    },
  ]

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(newDocument)}>
            {t('create')}
          </Button>
        }
      />
      <div style={{ display: 'grid', gridTemplateColumns: '260px minmax(0, 1fr)', gap: 20, alignItems: 'start' }}>
        <CategoryPanel
          categories={categories.data?.data ?? []}
          selected={categoryId}
          onSelect={(id) => {
            setCategoryId(id)
            setPage(1)
          }}
        />
        <Card>
          <Input.Search
            allowClear
            placeholder={t('search')}
            style={{ maxWidth: 360, marginBottom: 16 }}
            onSearch={(value) => {
              setSearch(value.trim())
              setPage(1)
            }}
          />
          {documents.isError ? (
            <LoadFailed title={t('loadFailed')} error={documents.error} onRetry={() => void documents.refetch()} />
          ) : documents.isSuccess && view.total === 0 && !search && !categoryId ? (
            <EmptyState
              icon={<FileTextOutlined />}
              title={t('empty.title')}
              description={t('empty.description')}
              action={
                <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(newDocument)}>
                  {t('create')}
                </Button>
              }
            />
          ) : (
            <Table
              rowKey="id"
              loading={documents.isFetching}
              columns={columns}
              dataSource={documents.data?.data ?? []}
              pagination={
                view.paged
                  ? { current: view.current, pageSize: view.pageSize, total: view.total, onChange: setPage, showSizeChanger: false }
                  : false
              }
              locale={{ emptyText: <Typography.Text type="secondary">{t('noMatch')}</Typography.Text> }}
            />
          )}
        </Card>
      </div>
    </>
  )
}
