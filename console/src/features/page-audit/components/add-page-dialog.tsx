import { Alert, App, Form, Input, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import { useProjectRules } from '@/lib/constants'
import { useFormErrors } from '@/lib/form-errors'
import type { NewPageEvaluation } from '../types'
import { usePageAuditActions } from '../api/mutations'
import { HTTP_URL } from '../utils/batch'
import styles from './page-audit.module.css'

/** Audit one page against a target keyword (POST /sites/{id}/page_evaluations); `initial` fills the form (a page
 * just posted to WordPress). */
export function AddPageDialog({
  siteId,
  open,
  onClose,
  initial,
}: {
  siteId: number
  open: boolean
  onClose: () => void
  initial?: Partial<NewPageEvaluation>
}) {
  const { t } = useTranslation('pageAudit')
  const { message } = App.useApp()
  const [form] = Form.useForm<NewPageEvaluation>()
  const { formError, handleError, clear } = useFormErrors(form)
  const { add } = usePageAuditActions(siteId)
  const projectRules = useProjectRules()
  // the server's limit, once its rules document has arrived (its field errors cover the rest)
  const maxLength = (max: number | undefined) => (max === undefined ? [] : [{ max, message: t('errors:validation.too_long') }])

  const submit = (values: NewPageEvaluation) =>
    add.mutate(
      { url: values.url.trim(), target_keyword: values.target_keyword.trim() },
      {
        onSuccess: () => {
          void message.success(t('add.started'))
          form.resetFields()
          clear()
          onClose()
        },
        onError: handleError,
      },
    )

  return (
    <Modal
      open={open}
      title={t('add.title')}
      okText={t('add.submit')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={add.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {formError && <Alert type="error" showIcon title={formError} className={styles.formError} data-testid="add-page-error" />}
      <Form form={form} layout="vertical" onFinish={submit} onValuesChange={clear} requiredMark={false} initialValues={initial}>
        <Form.Item
          name="url"
          label={t('add.url')}
          rules={[
            { required: true, whitespace: true, message: t('errors:validation.required') },
            { pattern: HTTP_URL, message: t('errors:project.url_invalid') },
            ...maxLength(projectRules?.url_max_length),
          ]}
        >
          <Input placeholder="https://www.example.com/page" inputMode="url" autoFocus />
        </Form.Item>
        <Form.Item
          name="target_keyword"
          label={t('add.keyword')}
          extra={t('add.keywordHint')}
          rules={[
            { required: true, whitespace: true, message: t('errors:validation.required') },
            ...maxLength(projectRules?.keyword_max_length),
          ]}
        >
          <Input />
        </Form.Item>
      </Form>
    </Modal>
  )
}
