import { AimOutlined } from '@ant-design/icons'
import { Alert, Button, type ButtonProps, Empty, Form, Modal, Result, Select } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useAllSites } from '@/lib/all-sites'
import { type SentToProject, useSendKeywordsToProject } from '@/lib/api/keyword-lists'
import { failureText } from '@/lib/failure-text'

/**
 * "Send to project": tracks `keywords` in a project the user picks, within the plan's keyword limit
 * (the server refuses the whole batch over it, with SPEC §8's text). Keywords the project already
 * tracks are skipped; the result says how many were added and skipped, with a link to the rankings.
 */
export function SendToProjectButton({ keywords, buttonProps }: { keywords: string[]; buttonProps?: ButtonProps }) {
  const { t } = useTranslation('keywordLists')
  const [open, setOpen] = useState(false)
  const [form] = Form.useForm<{ siteId?: number }>()
  const [formError, setFormError] = useState<string | null>(null)
  const [sent, setSent] = useState<SentToProject | null>(null)
  const sites = useAllSites()
  const send = useSendKeywordsToProject()
  const projects = sites.data ?? []
  const sentTo = projects.find((site) => site.id === sent?.site_id)

  const close = () => setOpen(false)

  return (
    <>
      <Button
        icon={<AimOutlined />}
        disabled={keywords.length === 0}
        onClick={() => {
          setOpen(true)
          void sites.refetch() // a project made in another tab since this screen loaded is offered too
        }}
        {...buttonProps}
      >
        {t('actions.sendToProject')}
      </Button>
      <Modal
        open={open}
        title={t('actions.sendTitle', { count: keywords.length })}
        onCancel={close}
        afterOpenChange={(isOpen) => {
          if (!isOpen) {
            form.resetFields()
            setFormError(null)
            setSent(null)
          }
        }}
        destroyOnHidden
        footer={
          sent ? (
            <Button type="primary" onClick={close}>
              {t('common:actions.close')}
            </Button>
          ) : (
            <>
              <Button onClick={close}>{t('common:actions.cancel')}</Button>
              <Button type="primary" loading={send.isPending} disabled={projects.length === 0} onClick={() => form.submit()}>
                {t('actions.send')}
              </Button>
            </>
          )
        }
      >
        {sent ? (
          <Result
            status="success"
            title={t('actions.sent', { name: sentTo?.name ?? '', added: sent.added, skipped: sent.skipped })}
            extra={
              <Link to={`/projects/${sent.site_id}/rankings`} onClick={close}>
                {t('actions.openProject')}
              </Link>
            }
          />
        ) : projects.length === 0 && !sites.isLoading ? (
          <Empty description={t('actions.noProjects')} />
        ) : (
          <>
            {formError && <Alert type="error" showIcon title={formError} style={{ marginBottom: 16 }} />}
            <Form<{ siteId?: number }>
              form={form}
              layout="vertical"
              requiredMark={false}
              onFinish={({ siteId }) => {
                if (siteId === undefined) return
                setFormError(null)
                send.mutate(
                  { siteId, keywords },
                  { onSuccess: setSent, onError: (error) => setFormError(failureText(error, t('actions.sendFailed'))) },
                )
              }}
            >
              <Form.Item name="siteId" label={t('actions.pickProject')} rules={[{ required: true, message: t('actions.required') }]}>
                <Select
                  aria-label={t('actions.pickProject')}
                  loading={sites.isLoading}
                  showSearch={{ optionFilterProp: 'label' }}
                  options={projects.map((site) => ({ value: site.id, label: site.name }))}
                />
              </Form.Item>
            </Form>
          </>
        )}
      </Modal>
    </>
  )
}
