import { ApiOutlined, HistoryOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons'
import { Card, Col, Row } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { FullPageSpinner } from '@/components/full-page-spinner'
import { PageHeader } from '@/components/page-header'
import { useUser } from '@/lib/auth'
import { ExternalServicesCard } from './external-services-card'
import { AccountCard } from './account-card'
import { ChangePasswordForm } from './change-password-form'
import { MemberInfoForm } from './member-info-form'
import styles from './profile.module.css'
import { SubscriptionCard } from './subscription-card'
import { TeamMembersCard } from './team-members-card'
import { TrialCodeForm } from './trial-code-form'

/**
 * `/profile`: member info, subscription, team members, password, trial code, e-mail verification, and
 * the external services (SPEC §2): Google here, and `services`, other features' cards (LINE) composed by the app
 * (src/app/profile-page.tsx), since a feature imports no other.
 */
export function ProfileScreen({ services }: { services?: ReactNode }) {
  const { t } = useTranslation('profile')
  const { user } = useUser()
  if (!user) return <FullPageSpinner />

  const links = [
    { to: '/?new=1', icon: <PlusOutlined />, label: t('links.newProject') },
    { to: '/tokens', icon: <ApiOutlined />, label: t('links.tokens') },
    { to: '/operation-history', icon: <HistoryOutlined />, label: t('links.history') },
  ]

  return (
    <div>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Row gutter={[20, 20]}>
        <Col xs={24} xl={16}>
          <div className={styles.stack}>
            <MemberInfoForm user={user} />
            <TeamMembersCard user={user} />
            <ExternalServicesCard />
            {services}
            <ChangePasswordForm />
          </div>
        </Col>
        <Col xs={24} xl={8}>
          <div className={styles.stack}>
            <AccountCard user={user} />
            <SubscriptionCard user={user} />
            <TrialCodeForm user={user} />
            <Card className={styles.card} styles={{ body: { padding: 8 } }}>
              {links.map((link) => (
                <Link key={link.to} to={link.to} className={styles.link}>
                  <span className={styles.linkIcon}>{link.icon}</span>
                  <span className={styles.linkLabel}>{link.label}</span>
                  <RightOutlined />
                </Link>
              ))}
            </Card>
          </div>
        </Col>
      </Row>
    </div>
  )
}
