import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { failureText } from '@/lib/failure-text'

/** A screen's data could not be read: what failed, the server's reason, and a way to ask again. */
export function LoadFailed({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Result
      status="warning"
      title={title}
      subTitle={failureText(error, '')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  )
}
