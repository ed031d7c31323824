import { FolderAddOutlined } from '@ant-design/icons'
import { Alert, App, Button, type ButtonProps, Form, Input, Modal, Radio, Select, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import {
  defaultMarket,
  type KeywordList,
  LIST_NAME_MAX,
  listNameError,
  type Market,
  useAddKeywordsToList,
  useCreateKeywordList,
  useKeywordLists,
} from '@/lib/api/keyword-lists'
import { useUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'

interface AddToListForm {
  mode: 'existing' | 'new'
  listId?: number
  name?: string
}

/**
 * "Add to list": puts `keywords` into one of the user's saved lists, or into a new one created on the
 * way. Keywords already in the list are counted, not added twice (the server decides). A new list reads
 * its figures in `market` (the search's, where the keywords came from one), else the user's.
 */
export function AddToListButton({
  keywords,
  market,
  buttonProps,
}: {
  keywords: string[]
  market?: Market
  buttonProps?: ButtonProps
}) {
  const { t } = useTranslation('keywordLists')
  const { user } = useUser()
  const { message } = App.useApp()
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<AddToListForm>()
  const [formError, setFormError] = useState<string | null>(null)
  const lists = useKeywordLists()
  const navigate = useNavigate()
  const create = useCreateKeywordList()
  const addKeywords = useAddKeywordsToList()
  const mode = Form.useWatch('mode', form)
  const existing = lists.data?.data ?? []
  const busy = create.isPending || addKeywords.isPending

  const submit = async (values: AddToListForm) => {
    setFormError(null)
    let target: KeywordList | undefined
    try {
      target = values.mode === 'new' ? await create.mutateAsync({ name: (values.name ?? '').trim(), ...(market ?? defaultMarket(user?.country)) }) : existing.find((l) => l.id === values.listId)
    } catch (error) {
      const nameError = listNameError(error)
      if (nameError) form.setFields([{ name: 'name', errors: [nameError] }])
      else setFormError(failureText(error, t('create.failed')))
      return
    }
    if (!target) return
    try {
      const result = await addKeywords.mutateAsync({ id: target.id, keywords })
      setOpen(false)
      const listId = target.id
      void message.success({
        content: (
          <span>
            {t('actions.added', { name: target.name, added: result.added, duplicates: result.duplicates })}{' '}
            {/* the message renders outside the router (antd's App holds it): a router <Link> there would crash */}
            <Typography.Link onClick={() => navigate(`/keyword-planning/keywords-lists/${listId}`)}>
              {t('actions.openList')}
            </Typography.Link>
          </span>
        ),
      })
    } catch (error) {
      setFormError(failureText(error, t('actions.addFailed')))
    }
  }

  return (
    <>
      {/* the dialog opens on the user's lists (known once loaded): an existing one first, else a new one */}
      <Button
        icon={<FolderAddOutlined />}
        loading={lists.isLoading}
        disabled={keywords.length === 0}
        onClick={() => setOpen(true)}
        {...buttonProps}
      >
        {t('actions.addToList')}
      </Button>
      <Modal
        open={open}
        title={t('actions.addTitle', { count: keywords.length })}
        okText={t('actions.submit')}
        cancelText={t('common:actions.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        confirmLoading={busy}
        afterOpenChange={(isOpen) => {
          if (!isOpen) {
            form.resetFields()
            setFormError(null)
          }
        }}
        destroyOnHidden
      >
        {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
        <Form<AddToListForm>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ mode: existing.length > 0 ? 'existing' : 'new' }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="mode">
            <Radio.Group
              options={[
                { value: 'existing', label: t('actions.existing'), disabled: existing.length === 0 },
                { value: 'new', label: t('actions.new') },
              ]}
            />
          </Form.Item>
          {mode === 'existing' ? (
            <Form.Item name="listId" label={t('actions.pickList')} rules={[{ required: true, message: t('actions.required') }]}>
              <Select
                aria-label={t('actions.pickList')}
                loading={lists.isLoading}
                options={existing.map((list) => ({ value: list.id, label: `${list.name} (${list.item_count}) · ${list.country} ${list.language}` }))}
              />
            </Form.Item>
          ) : (
            <Form.Item
              name="name"
              label={t('actions.newName')}
              rules={[{ required: true, whitespace: true, message: t('actions.required') }]}
            >
              <Input maxLength={LIST_NAME_MAX} showCount autoFocus />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  )
}
