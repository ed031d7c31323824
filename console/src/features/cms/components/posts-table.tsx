import { Table, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '@/components/load-failed'
import { type CmsPostFilter, useCmsPosts } from '../api/posts'
import { PostStatusTag } from './post-status-tag'

export const DATE_TIME = 'YYYY/MM/DD HH:mm'

/** The posts sent (all of the user's, or one site's or one document's by `filter`), newest first, with the
 * link and status WordPress gave them (SPEC §4). */
export function PostsTable({ filter = {} }: { filter?: Omit<CmsPostFilter, 'page'> }) {
  const { t } = useTranslation('cms')
  const [page, setPage] = useState(1)
  const posts = useCmsPosts({ ...filter, page })
  if (posts.isError) return <LoadFailed title={t('posts.loadFailed')} error={posts.error} onRetry={() => void posts.refetch()} />
  return (
    <Table
      rowKey="id"
      size={filter.source_id === undefined ? undefined : 'small'}
      loading={posts.isPending}
      dataSource={posts.data?.data ?? []}
      pagination={{
        current: page,
        pageSize: posts.data?.meta.per_page ?? 20,
        total: posts.data?.meta.total ?? 0,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
      locale={{ emptyText: t('posts.empty') }}
      columns={[
        {
          title: t('posts.article'),
          key: 'title',
          render: (_, post) => (
            <Typography.Link href={post.link} target="_blank" rel="noreferrer">
              {post.title}
            </Typography.Link>
          ),
        },
        { title: t('posts.site'), dataIndex: 'site_name' },
        { title: t('posts.status'), dataIndex: 'status', render: (status: string) => <PostStatusTag status={status} /> },
        { title: t('posts.postedAt'), dataIndex: 'created_at', render: (at: string) => dayjs(at).format(DATE_TIME) },
      ]}
    />
  )
}
