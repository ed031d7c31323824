import { Card, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { useCmsSites } from '../api/sites'

/** The profile's external services: the WordPress sites one posts to, managed on `/cms`. */
export function CmsSitesCard() {
  const { t } = useTranslation('cms')
  const sites = useCmsSites()
  return (
    <Card title={t('card.title')} extra={<Link to="/cms">{t('card.manage')}</Link>}>
      <Typography.Text type="secondary">
        {sites.data?.length ? t('card.connected', { names: sites.data.map((site) => site.name).join('、') }) : t('card.none')}
      </Typography.Text>
    </Card>
  )
}
