import { useMutation } from '@tanstack/react-query'
import { Alert, Button, Form, Input, Modal, Result } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormErrors } from '@/lib/form-errors'
import { useFormRules } from '@/lib/form-rules'
import type { User } from '@/types/api'
import { sendContact } from '@/lib/api/send-contact'
import { CONTACT_LIMITS, type ContactFormValues, contactInitialValues, contactPayload } from '@/lib/contact'

interface ContactDialogProps {
  open: boolean
  onClose: () => void
  user: User
  /** what the message field starts with (the subscribe page names the plan and period) */
  initialMessage?: string
}

/** "Get personal SEO service": the request is mailed to our consultants, who contact the user. */
export function ContactDialog({ open, onClose, user, initialMessage }: ContactDialogProps) {
  const { t } = useTranslation('shell')
  const rules = useFormRules()
  const [form] = Form.useForm<ContactFormValues>()
  const { formError, handleError, clear } = useFormErrors(form)
  const [sent, setSent] = useState(false)
  const mutation = useMutation({
    mutationFn: (values: ContactFormValues) => sendContact(contactPayload(values)),
    onMutate: clear,
    onSuccess: () => setSent(true),
    onError: handleError,
  })

  const close = () => {
    onClose()
    setSent(false)
    clear()
  }

  return (
    <Modal
      open={open}
      title={t('contact.title')}
      onCancel={close}
      destroyOnHidden
      width={540}
      footer={
        sent ? (
          <Button type="primary" onClick={close}>
            {t('common:actions.close')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t('common:actions.cancel')}</Button>
            <Button type="primary" loading={mutation.isPending} onClick={() => form.submit()}>
              {t('contact.submit')}
            </Button>
          </>
        )
      }
    >
      {sent ? (
        <Result status="success" title={t('contact.sent')} subTitle={t('contact.sentHelp')} />
      ) : (
        <>
          <p style={{ color: '#5c6f7c', marginTop: 4 }}>{t('contact.intro')}</p>
          {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
          <Form
            form={form}
            layout="vertical"
            requiredMark={false}
            initialValues={contactInitialValues(user, initialMessage)}
            onFinish={(values) => mutation.mutate(values)}
          >
            <Form.Item name="name" label={t('contact.name')} rules={[rules.required]}>
              <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} />
            </Form.Item>
            <Form.Item name="email" label={t('contact.email')} rules={[rules.required, rules.email]}>
              <Input autoComplete="email" />
            </Form.Item>
            <Form.Item name="phone" label={t('contact.phone')}>
              <Input autoComplete="tel" />
            </Form.Item>
            <Form.Item name="company" label={t('contact.company')}>
              <Input autoComplete="organization" maxLength={CONTACT_LIMITS.company} />
            </Form.Item>
            <Form.Item name="website" label={t('contact.website')}>
              <Input placeholder="https://" maxLength={CONTACT_LIMITS.website} />
            </Form.Item>
            <Form.Item name="message" label={t('contact.message')} rules={[rules.required]}>
              <Input.TextArea
                rows={4}
                showCount
                maxLength={CONTACT_LIMITS.message}
                placeholder={t('contact.messagePlaceholder')}
              />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  )
}
