import {
  CustomerServiceOutlined,
  ExclamationCircleOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  RocketOutlined,
} from '@ant-design/icons'
import { Button, Layout, Tooltip } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import type { User } from '@/types/api'
import { upgradeAction } from '../utils/upgrade'
import { Breadcrumbs } from './breadcrumbs'
import { LanguageSwitcher } from './language-switcher'
import styles from './top-bar.module.css'
import { UserMenu } from './user-menu'

// its form, modal and result are fetched when it is first opened
const ContactDialog = lazy(() => import('@/components/contact-dialog').then((m) => ({ default: m.ContactDialog })))

interface TopBarProps {
  user: User
  /** the sidebar's state and toggle; a layout without the sidebar (the SEO writer's editor) has neither */
  collapsed?: boolean
  onToggleSidebar?: () => void
}

export function TopBar({ user, collapsed, onToggleSidebar }: TopBarProps) {
  const { t } = useTranslation('shell')
  const [contactOpen, setContactOpen] = useState(false)
  const [contactOpened, setContactOpened] = useState(false)
  const upgrade = upgradeAction(user)

  return (
    <Layout.Header className={styles.header}>
      {onToggleSidebar && (
        <Tooltip title={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}>
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={onToggleSidebar}
            aria-label={collapsed ? t('sidebar.expand') : t('sidebar.collapse')}
          />
        </Tooltip>
      )}
      <div className={styles.crumbs}>
        <Breadcrumbs />
      </div>
      <div className={styles.actions}>
        {!user.email_verified && (
          <Link to="/profile" className={styles.unverified}>
            <ExclamationCircleOutlined /> {t('unverified')}
          </Link>
        )}
        <Button
          icon={<CustomerServiceOutlined />}
          onClick={() => {
            setContactOpened(true)
            setContactOpen(true)
          }}
        >
          {t('contact.button')}
        </Button>
        {upgrade.kind === 'subscribe' && (
          <Link to={upgrade.to}>
            <Button type="primary" icon={<RocketOutlined />}>
              {t('upgrade')}
            </Button>
          </Link>
        )}
        {upgrade.kind === 'landing' && (
          <Button type="primary" icon={<RocketOutlined />} href={upgrade.url} target="_blank" rel="noreferrer">
            {t('upgrade')}
          </Button>
        )}
        <LanguageSwitcher />
        <UserMenu user={user} />
      </div>
      {contactOpened && (
        <Suspense fallback={null}>
          <ContactDialog open={contactOpen} onClose={() => setContactOpen(false)} user={user} />
        </Suspense>
      )}
    </Layout.Header>
  )
}
