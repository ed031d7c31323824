import { MailOutlined } from '@ant-design/icons'
import { App, Button } from 'antd'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@/lib/api-client'
import { failureText } from '@/lib/failure-text'

/** "Send me a test": mails the current user this project's weekly or monthly report (the last full period,
 * or `month`), so the mail can be previewed in a real inbox. */
export function SendReportTest({ siteId, kind, month }: { siteId: number; kind: 'weekly' | 'monthly'; month?: string }) {
  const { t } = useTranslation('reports')
  const { message } = App.useApp()
  const send = useMutation({
    mutationFn: () =>
      api.post<{ sent_to: string }>(`/sites/${siteId}/${kind}_report/test`, undefined, {
        query: month ? { month } : {},
      }),
    onSuccess: (answer) => void message.success(t('test.sent', { email: answer.sent_to })),
    onError: (error) => void message.error(failureText(error, t('test.failed'))),
  })
  return (
    <Button icon={<MailOutlined />} onClick={() => send.mutate()} loading={send.isPending}>
      {t(kind === 'weekly' ? 'test.weekly' : 'test.monthly')}
    </Button>
  )
}
