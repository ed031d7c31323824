import { DeleteOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Input, List, Space } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api-client'
import { failureText } from '@/lib/failure-text'
import type { Site } from '@/types/projects'
import { useMonthlyEmailChange, useMonthlyEmails } from '../api/reports'

/** Who receives the monthly report by e-mail: added and removed one at a time (SPEC §8's texts), only
 * while the owner's plan allows the monthly-report e-mail. */
export function MonthlyEmails({ site }: { site: Site }) {
  const { t } = useTranslation('reports')
  const { message } = App.useApp()
  const emails = useMonthlyEmails(site.id)
  const change = useMonthlyEmailChange(site.id)
  const [draft, setDraft] = useState('')
  const canEdit = site.role !== 'viewer'
  const allowed = emails.data?.allowed ?? false

  const apply = (email: string, action: 'add' | 'remove') =>
    change.mutate(
      { email, action },
      {
        onSuccess: (answer) => {
          if (action === 'add') setDraft('')
          void message.success(answer.message ?? '')
        },
        onError: (error) =>
          void message.error(
            error instanceof ApiError
              ? [error.message, ...error.fields.map((f) => f.message)].join(' ')
              : failureText(error, t(action === 'add' ? 'emails.addFailed' : 'emails.deleteFailed')),
          ),
      },
    )

  return (
    <Card title={t('emails.title')} data-testid="monthly-emails">
      {emails.data && !allowed && <Alert type="info" showIcon message={t('emails.plan')} style={{ marginBottom: 12 }} />}
      <List
        size="small"
        loading={emails.isLoading}
        dataSource={emails.data?.data ?? []}
        locale={{ emptyText: t('emails.none') }}
        renderItem={(email) => (
          <List.Item
            actions={
              canEdit && allowed
                ? [<Button key="remove" size="small" type="text" danger icon={<DeleteOutlined />} aria-label={t('emails.remove')} onClick={() => apply(email, 'remove')} />]
                : []
            }
          >
            {email}
          </List.Item>
        )}
      />
      {canEdit && allowed && (
        <Space.Compact style={{ width: '100%', marginTop: 12 }}>
          <Input value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('emails.placeholder')} aria-label={t('emails.placeholder')} onPressEnter={() => draft.trim() && apply(draft.trim(), 'add')} />
          <Button type="primary" loading={change.isPending} disabled={!draft.trim()} onClick={() => apply(draft.trim(), 'add')}>
            {t('emails.add')}
          </Button>
        </Space.Compact>
      )}
    </Card>
  )
}
