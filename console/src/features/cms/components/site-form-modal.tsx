import { Alert, Form, Input, Modal, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useFormErrors } from '@/lib/form-errors'
import { useFormRules } from '@/lib/form-rules'
import { type CmsSite, useCmsSiteActions } from '../api/sites'

interface SiteFormValues {
  name: string
  url: string
  username: string
  application_password: string
}

/**
 * Adds a WordPress site, or changes one (`site`): name, address, username and application password. The
 * server signs in before it saves, so a wrong password, a missing REST API or a blocking plugin is said
 * under the field at fault; a site already added is "site API duplicated".
 */
export function SiteFormModal({ open, site, onClose }: { open: boolean; site?: CmsSite; onClose: () => void }) {
  const { t } = useTranslation('cms')
  const rules = useFormRules()
  const [form] = Form.useForm<SiteFormValues>()
  const { formError, handleError, clear } = useFormErrors(form)
  const { add, update } = useCmsSiteActions()
  const saving = add.isPending || update.isPending

  const submit = (values: SiteFormValues) => {
    const done = { onSuccess: onClose, onError: handleError }
    if (!site) {
      add.mutate({ ...values, name: values.name.trim() }, done)
      return
    }
    const password = values.application_password.trim()
    update.mutate(
      {
        id: site.id,
        change: {
          name: values.name.trim(),
          ...(values.url.trim() !== site.url ? { url: values.url.trim() } : {}),
          ...(values.username.trim() !== site.username ? { username: values.username.trim() } : {}),
          ...(password ? { application_password: password } : {}),
        },
      },
      done,
    )
  }

  return (
    <Modal
      open={open}
      title={site ? t('site.editTitle') : t('site.addTitle')}
      okText={t('site.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterOpenChange={(isOpen) => {
        if (!isOpen) {
          form.resetFields()
          clear()
        }
      }}
      destroyOnHidden
    >
      {formError && <Alert type="error" showIcon title={t('site.addFailed')} description={formError} data-testid="cms-site-error" />}
      <Typography.Paragraph type="secondary">{t('site.help')}</Typography.Paragraph>
      <Form<SiteFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        onValuesChange={clear}
        initialValues={{ name: site?.name ?? '', url: site?.url ?? '', username: site?.username ?? '', application_password: '' }}
      >
        <Form.Item name="name" label={t('site.name')} extra={site ? undefined : t('site.nameHelp')} rules={[{ max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="url"
          label={t('site.url')}
          rules={[rules.required]}
        >
          <Input placeholder="https://blog.example.com" inputMode="url" />
        </Form.Item>
        <Form.Item
          name="username"
          label={t('site.username')}
          rules={[rules.required]}
        >
          <Input autoComplete="off" maxLength={60} />
        </Form.Item>
        <Form.Item
          name="application_password"
          label={t('site.password')}
          extra={site ? t('site.passwordKeep') : t('site.passwordHelp')}
          rules={site ? [] : [rules.required]}
        >
          <Input.Password autoComplete="new-password" placeholder="xxxx xxxx xxxx xxxx xxxx xxxx" />
        </Form.Item>
      </Form>
    </Modal>
  )
}
