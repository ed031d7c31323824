import { FlagOutlined, GlobalOutlined, MailOutlined, PlusOutlined, TeamOutlined } from '@ant-design/icons'
import { Button, Card, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import styles from './projects.module.css'

const POINTS = [
  { key: 'site', icon: <GlobalOutlined /> },
  { key: 'keywords', icon: <FlagOutlined /> },
  { key: 'competitors', icon: <TeamOutlined /> },
  { key: 'report', icon: <MailOutlined /> },
] as const

/** The overview before the first project: what a project is, and the button that starts one. */
export function ProjectsEmpty({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation('projects')
  return (
    <Card className={styles.empty}>
      <div className={styles.emptyArt} aria-hidden="true">
        <svg viewBox="0 0 120 80" width="160" height="107">
          <rect x="8" y="10" width="104" height="62" rx="8" fill="#e6f8fa" />
          <polyline points="20,58 42,44 60,50 80,28 100,34" fill="none" stroke="#00b1c8" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="80" cy="28" r="5" fill="#fff" stroke="#00b1c8" strokeWidth="3" />
          <rect x="20" y="18" width="30" height="6" rx="3" fill="#b3eaf1" />
        </svg>
      </div>
      <Typography.Title level={3} className={styles.emptyTitle}>
        {t('overview.empty.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.emptyText}>
        {t('overview.empty.description')}
      </Typography.Paragraph>
      <ol className={styles.emptyPoints}>
        {POINTS.map((point, index) => (
          <li key={point.key}>
            <span className={styles.emptyPointIcon}>{point.icon}</span>
            <span className={styles.emptyPointStep}>{index + 1}</span>
            {t(`overview.empty.points.${point.key}`)}
          </li>
        ))}
      </ol>
      <Button type="primary" size="large" icon={<PlusOutlined />} onClick={onCreate}>
        {t('overview.empty.action')}
      </Button>
    </Card>
  )
}
