import { App, Button, Skeleton, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api-client'
import { useProjectRules } from '@/lib/constants'
import { failureText } from '@/lib/failure-text'
import { useRecipients } from '../api/get-recipients'
import { useUpdateRecipients } from '../api/update-recipients'
import { useFieldErrors } from '@/lib/use-field-errors'
import { emailRowField, emailRowIssues, emailsToSend } from '@/lib/form-rows'
import { EmailRows } from '@/components/email-rows'
import { SendReportTest } from '@/components/send-report-test'
import type { SettingsProps } from './project-settings-screen'
import panel from '@/components/settings-panel.module.css'

/** The weekly-report recipients: edit the list and save it (PUT replaces it), within the plan. */
export function SettingsRecipients({ site, canEdit }: SettingsProps) {
  const { t } = useTranslation('projects')
  const { message } = App.useApp()
  const recipients = useRecipients(site.id)
  const save = useUpdateRecipients(site.id)
  const [rows, setRows] = useState<string[] | null>(null)
  const [formError, setFormError] = useState<string>()

  const saved = recipients.data?.data
  useEffect(() => {
    if (saved) setRows(saved.length ? saved : [''])
  }, [saved])

  const limit = recipients.data?.receiver_limitation ?? 0
  const current = rows ?? []
  const rules = useProjectRules()
  const issues = useMemo(() => emailRowIssues(current, 'emails', limit, rules), [current, limit, rules])
  const fields = useFieldErrors(issues)
  const count = emailsToSend(current).length
  const changed = JSON.stringify(emailsToSend(current)) !== JSON.stringify(saved ?? [])

  const submit = () => {
    if (issues.length) return fields.attempt()
    save.mutate(emailsToSend(current), {
      onSuccess: () => {
        fields.reset()
        void message.success(t('settings.recipients.saved'))
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields.length) {
          fields.setServerErrors(
            Object.fromEntries(error.fields.map((f) => [emailRowField(f.field, 'emails', current), f.message])),
          )
        } else setFormError(failureText(error, t('wizard.failed')))
      },
    })
  }

  if (recipients.isLoading || rows === null) {
    return recipients.isError ? (
      <Typography.Text type="danger">{failureText(recipients.error, t('project.loadFailed'))}</Typography.Text>
    ) : (
      <Skeleton active paragraph={{ rows: 3 }} />
    )
  }

  return (
    <div style={{ maxWidth: 640 }}>
      <Typography.Paragraph type="secondary">{t('settings.recipients.intro')}</Typography.Paragraph>
      <EmailRows
        rows={current}
        prefix="emails"
        onChange={(next, changedFields) => {
          setRows(next)
          fields.clearServer(changedFields)
          setFormError(undefined)
        }}
        errorOf={fields.errorOf}
        touch={fields.touch}
        maxRows={Math.max(limit, 1)}
        disabled={!canEdit}
      />
      {formError && (
        <Typography.Paragraph type="danger" className={panel.note} role="alert">
          {formError}
        </Typography.Paragraph>
      )}
      <div className={panel.addActions}>
        <Typography.Text type="secondary">
          {count === 0 ? t('settings.recipients.none') : t('settings.recipients.count', { count, limit })}
        </Typography.Text>
        <span>
          {saved && saved.length > 0 && <SendReportTest siteId={site.id} kind="weekly" />}
          {canEdit && (
            <Button type="primary" onClick={submit} loading={save.isPending} disabled={!changed} style={{ marginLeft: 8 }}>
              {t('settings.recipients.save')}
            </Button>
          )}
        </span>
      </div>
    </div>
  )
}
