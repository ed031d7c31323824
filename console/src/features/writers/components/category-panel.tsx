import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons'
import { App, Button, Card, Form, Input, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrorText } from '@/lib/form-errors'
import { failureText } from '@/lib/failure-text'
import { useCreateCategory, useDeleteCategory, useRenameCategory, type WriterCategory } from '../api/writers'
import styles from './writers.module.css'

interface CategoryPanelProps {
  categories: WriterCategory[]
  selected: number | undefined
  onSelect: (id: number | undefined) => void
}

/** The user's tags for documents (SPEC's template categories): pick one to filter, add, rename, delete. */
export function CategoryPanel({ categories, selected, onSelect }: CategoryPanelProps) {
  const { t } = useTranslation('writers')
  const { message, modal } = App.useApp()
  const create = useCreateCategory()
  const rename = useRenameCategory()
  const remove = useDeleteCategory()
  const [editing, setEditing] = useState<WriterCategory | 'new' | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [form] = Form.useForm<{ name: string }>()

  const open = (target: WriterCategory | 'new') => {
    setError(null)
    form.setFieldsValue({ name: target === 'new' ? '' : target.name })
    setEditing(target)
  }
  const submit = ({ name }: { name: string }) => {
    const done = editing === 'new' ? create.mutateAsync(name) : rename.mutateAsync({ id: (editing as WriterCategory).id, name })
    done.then(
      () => setEditing(null),
      (failure: unknown) => setError(formErrorText(failure, t('categories.failed'))),
    )
  }
  const confirmDelete = (category: WriterCategory) =>
    modal.confirm({
      title: t('categories.deleteTitle', { name: category.name }),
      content: t('categories.deleteText'),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        remove.mutateAsync(category.id).then(
          () => selected === category.id && onSelect(undefined),
          (failure: unknown) => void message.error(failureText(failure, t('categories.deleteFailed'))),
        ),
    })

  const row = (key: string, name: string, count: number | null, id: number | undefined, category?: WriterCategory) => (
    <li
      key={key}
      className={`${styles.category} ${selected === id ? styles.categoryActive : ''}`}
      onClick={() => onSelect(id)}
      aria-current={selected === id}
    >
      <span className={styles.categoryName}>{name}</span>
      {count !== null && <Typography.Text type="secondary">{count}</Typography.Text>}
      {category && (
        <>
          <Button size="small" type="text" icon={<EditOutlined />} aria-label={t('categories.rename')}
            onClick={(event) => { event.stopPropagation(); open(category) }} />
          <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('categories.delete')}
            onClick={(event) => { event.stopPropagation(); confirmDelete(category) }} />
        </>
      )}
    </li>
  )

  return (
    <Card size="small" title={t('categories.title')}
      extra={<Button size="small" icon={<PlusOutlined />} onClick={() => open('new')}>{t('categories.add')}</Button>}>
      <ul className={styles.categories}>
        {row('all', t('categories.all'), null, undefined)}
        {categories.map((category) =>
          row(String(category.id), category.name, category.seo_writer_templates_count, category.id, category))}
      </ul>
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('categories.add') : t('categories.rename')}
        okText={t('common:actions.save')}
        cancelText={t('common:actions.cancel')}
        confirmLoading={create.isPending || rename.isPending}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
      >
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item name="name" label={t('categories.name')} validateStatus={error ? 'error' : undefined} help={error}
            rules={[{ required: true, whitespace: true, message: t('errors:validation.required') }]}>
            <Input maxLength={50} autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  )
}
