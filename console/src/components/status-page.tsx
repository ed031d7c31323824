import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

export type StatusCode = 403 | 404 | 500

/** The 403, 404 and 500 pages: what happened and a way home. */
export function StatusPage({ status }: { status: StatusCode }) {
  const { t } = useTranslation()
  return (
    <Result
      status={status}
      title={t(`status.${status}.title`)}
      subTitle={t(`status.${status}.description`)}
      extra={
        <Link to="/">
          <Button type="primary">{t('status.home')}</Button>
        </Link>
      }
    />
  )
}
