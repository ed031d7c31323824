import { SyncOutlined } from '@ant-design/icons'
import { Alert } from 'antd'
import { useTranslation } from 'react-i18next'
import styles from './page-audit.module.css'

/** SPEC §4's notice while pages are crawled, with the hint to re-audit (the server's own texts). */
export function AuditingNotice() {
  const { t } = useTranslation('errors')
  return (
    <Alert
      className={styles.notice}
      type="info"
      showIcon
      icon={<SyncOutlined spin />}
      title={t('page_audit.crawling')}
      description={t('page_audit.crawling_hint')}
      data-testid="auditing-notice"
    />
  )
}
