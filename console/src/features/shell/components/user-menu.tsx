import { HistoryOutlined, LogoutOutlined, ProfileOutlined, UserOutlined, WalletOutlined } from '@ant-design/icons'
import { Avatar, Dropdown, type MenuProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import { useHasScreen } from '@/lib/registered-routes'
import type { User } from '@/types/api'
import { logout } from '@/lib/logout'
import styles from './user-menu.module.css'

const LINKS = [
  { key: '/profile', label: 'userMenu.profile', icon: <ProfileOutlined /> },
  { key: '/operation-history', label: 'userMenu.history', icon: <HistoryOutlined /> },
  { key: '/subscribe-record', label: 'userMenu.subscriptionRecord', icon: <WalletOutlined /> },
]

export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation('shell')
  const navigate = useNavigate()
  const hasScreen = useHasScreen()
  const display = user.name || user.email

  const items: MenuProps['items'] = [
    {
      key: 'who',
      type: 'group',
      label: (
        <div className={styles.who}>
          <div className={styles.name}>{display}</div>
          {user.name && <div className={styles.email}>{user.email}</div>}
        </div>
      ),
    },
    { type: 'divider' },
    ...LINKS.filter((link) => hasScreen(link.key)).map((link) => ({ key: link.key, icon: link.icon, label: t(link.label) })),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('userMenu.logout'), danger: true },
  ]

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => (key === 'logout' ? void logout() : navigate(key)),
      }}
    >
      <button type="button" className={styles.trigger} aria-label={t('userMenu.open')}>
        <Avatar size={32} className={styles.avatar} icon={user.name ? undefined : <UserOutlined />}>
          {user.name ? [...user.name][0] : null}
        </Avatar>
        <span className={styles.display}>{display}</span>
      </button>
    </Dropdown>
  )
}
