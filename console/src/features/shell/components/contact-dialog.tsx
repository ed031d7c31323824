import { App, Form, Input, Modal } from 'antd'
import { useTranslation } from 'react-i18next'
import type { User } from '@/types/api'

export interface ContactFormValues {
  name: string
  email: string
  phone: string
  website?: string
  message?: string
}

/** "Get personal SEO service": a consultant contacts the user about their site. */
export function ContactDialog({ open, onClose, user }: { open: boolean; onClose: () => void; user: User }) {
  const { t } = useTranslation('shell')
  const { t: te } = useTranslation('errors')
  const { message } = App.useApp()
  const [form] = Form.useForm<ContactFormValues>()

  const submit = async () => {
    await form.validateFields()
    message.success(t('contact.sent'))
    form.resetFields()
    onClose()
  }

  return (
    <Modal
      open={open}
      title={t('contact.title')}
      okText={t('contact.submit')}
      cancelText={t('common:actions.cancel')}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <p style={{ color: '#5c6f7c', marginTop: 4 }}>{t('contact.intro')}</p>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: user.name ?? '', email: user.email, phone: user.phone ?? '' }}
      >
        <Form.Item name="name" label={t('contact.name')} rules={[{ required: true, message: te('validation.required') }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('contact.email')}
          rules={[
            { required: true, message: te('validation.required') },
            { type: 'email', message: te('validation.email') },
          ]}
        >
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item name="phone" label={t('contact.phone')} rules={[{ required: true, message: te('validation.required') }]}>
          <Input autoComplete="tel" />
        </Form.Item>
        <Form.Item name="website" label={t('contact.website')}>
          <Input placeholder="https://" />
        </Form.Item>
        <Form.Item name="message" label={t('contact.message')}>
          <Input.TextArea rows={3} placeholder={t('contact.messagePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  )
}
