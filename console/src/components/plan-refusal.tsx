import { Button, Result } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

/** A plan's refusal (403 without the feature, 429 used up): the server's own words, what the feature's
 * plans allow (``hint``) and an upgrade link. */
export function PlanRefusal({ message, hint }: { message: string; hint: string }) {
  const { t } = useTranslation()
  return (
    <Result
      status="warning"
      title={message}
      subTitle={hint}
      extra={
        <Link to="/subscribe">
          <Button type="primary">{t('actions.upgradePlan')}</Button>
        </Link>
      }
    />
  )
}
