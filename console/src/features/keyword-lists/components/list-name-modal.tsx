import { Alert, Form, Input, Modal } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LIST_NAME_MAX, listNameError } from '@/lib/api/keyword-lists'
import { failureText } from '@/lib/failure-text'

/** The name of a new list or of a renamed one; a name the user has already shows the server's 409 text under it. */
export function ListNameModal({
  open,
  title,
  okText,
  initialName = '',
  pending,
  failedText,
  onSubmit,
  onClose,
}: {
  open: boolean
  title: string
  okText: string
  initialName?: string
  pending: boolean
  failedText: string
  onSubmit: (name: string) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation('keywordLists')
  const [form] = Form.useForm<{ name: string }>()
  const [formError, setFormError] = useState<string | null>(null)

  const submit = ({ name }: { name: string }) =>
    onSubmit(name.trim()).then(onClose, (error: unknown) => {
      const nameError = listNameError(error)
      if (nameError) form.setFields([{ name: 'name', errors: [nameError] }])
      else setFormError(failureText(error, failedText))
    })

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common:actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={pending}
      afterOpenChange={(isOpen) => {
        if (!isOpen) {
          form.resetFields()
          setFormError(null)
        }
      }}
      destroyOnHidden
    >
      {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ name: initialName }} onFinish={submit}>
        <Form.Item name="name" label={t('create.name')} rules={[{ required: true, whitespace: true, message: t('actions.required') }]}>
          <Input maxLength={LIST_NAME_MAX} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  )
}
