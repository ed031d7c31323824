import { DeleteOutlined, EditOutlined, PlusOutlined, TagsOutlined } from '@ant-design/icons'
import { App, Button, Card, Empty, Input, Popconfirm, Skeleton, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureText } from '@/lib/failure-text'
import { useCategoryActions } from '../api/mutations'
import { useCategories } from '../api/queries'
import styles from './rankings.module.css'

/** Tag categories with their keyword counts: pick one to filter, create, rename, delete. */
export function CategoriesPanel({
  siteId,
  canEdit,
  selected,
  onSelect,
}: {
  siteId: number
  canEdit: boolean
  selected: number | null
  onSelect: (id: number | null) => void
}) {
  const { t } = useTranslation('rankings')
  const { message } = App.useApp()
  const categories = useCategories(siteId)
  const actions = useCategoryActions(siteId)
  const [name, setName] = useState('')
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null)

  const create = () => {
    if (!name.trim()) return
    actions.create.mutate(name.trim(), {
      onSuccess: () => setName(''),
      onError: (error) => message.error(failureText(error, t('tags.createFailed'))),
    })
  }
  const rename = () => {
    if (!editing || !editing.name.trim()) return
    actions.rename.mutate(
      { id: editing.id, name: editing.name.trim() },
      {
        onSuccess: () => setEditing(null),
        onError: (error) => message.error(failureText(error, t('tags.renameFailed'))),
      },
    )
  }

  return (
    <Card title={<><TagsOutlined /> {t('tags.title')}</>} size="small" data-testid="categories-panel">
      {categories.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : categories.isError ? (
        <Typography.Text type="danger">{failureText(categories.error, t('tags.loadFailed'))}</Typography.Text>
      ) : (
        <div className={styles.categories}>
          <div className={`${styles.categoryRow} ${selected === null ? styles.categoryActive : ''}`} onClick={() => onSelect(null)}>
            <span className={styles.categoryName}>{t('tags.all')}</span>
          </div>
          {categories.data!.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tags.empty')} />}
          {categories.data!.map((category) =>
            editing?.id === category.id ? (
              <Space.Compact key={category.id}>
                <Input
                  size="small"
                  autoFocus
                  value={editing.name}
                  onChange={(event) => setEditing({ id: category.id, name: event.target.value })}
                  onPressEnter={rename}
                />
                <Button size="small" type="primary" onClick={rename} loading={actions.rename.isPending}>
                  {t('common:actions.save')}
                </Button>
              </Space.Compact>
            ) : (
              <div
                key={category.id}
                className={`${styles.categoryRow} ${selected === category.id ? styles.categoryActive : ''}`}
                onClick={() => onSelect(category.id)}
                data-testid="category-row"
              >
                <span className={styles.categoryName}>{category.name}</span>
                <Typography.Text type="secondary">{category.keyword_count}</Typography.Text>
                {canEdit && (
                  <span onClick={(event) => event.stopPropagation()}>
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t('tags.rename')}
                      onClick={() => setEditing({ id: category.id, name: category.name })}
                    />
                    <Popconfirm
                      title={t('tags.deleteConfirm', { name: category.name })}
                      description={t('tags.deleteHint')}
                      okButtonProps={{ danger: true }}
                      onConfirm={() =>
                        actions.remove.mutateAsync(category.id).then(
                          () => selected === category.id && onSelect(null),
                          (error: unknown) => void message.error(failureText(error, t('tags.deleteFailed'))),
                        )
                      }
                    >
                      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('tags.delete')} />
                    </Popconfirm>
                  </span>
                )}
              </div>
            ),
          )}
          {canEdit && (
            <Space.Compact style={{ marginTop: 8 }}>
              <Input
                size="small"
                placeholder={t('tags.newPlaceholder')}
                value={name}
                onChange={(event) => setName(event.target.value)}
                onPressEnter={create}
              />
              <Button size="small" icon={<PlusOutlined />} onClick={create} loading={actions.create.isPending}>
                {t('tags.create')}
              </Button>
            </Space.Compact>
          )}
        </div>
      )}
    </Card>
  )
}
