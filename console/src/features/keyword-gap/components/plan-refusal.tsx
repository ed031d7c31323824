import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

/** A plan's refusal (403 without the feature, 429 used up): the server's own words and an upgrade link. */
export function PlanRefusal({ message }: { message: string }) {
  const { t } = useTranslation('gap')
  return (
    <Result
      status="warning"
      title={message}
      subTitle={t('plan.hint')}
      extra={
        <Link to="/subscribe">
          <Button type="primary">{t('plan.upgrade')}</Button>
        </Link>
      }
    />
  )
}
