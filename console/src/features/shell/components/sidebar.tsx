import {
  AppstoreOutlined,
  BulbOutlined,
  ClusterOutlined,
  EditOutlined,
  FileSearchOutlined,
  ToolOutlined,
} from '@ant-design/icons'
import { Layout, Menu, type MenuProps, Tag } from 'antd'
import { type ReactNode, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router-dom'
import { Logo } from '@/components/logo'
import { useUser } from '@/lib/auth'
import { useHasScreen } from '@/lib/registered-routes'
import { activeMenuKeys, MENU, type MenuIcon, visibleMenu } from '../utils/menu'
import { ProjectSelector } from './project-selector'
import styles from './sidebar.module.css'
import { SidebarFooter } from './sidebar-footer'

export const SIDEBAR_WIDTH = 250
export const SIDEBAR_COLLAPSED_WIDTH = 80

const ICONS: Record<MenuIcon, ReactNode> = {
  overview: <AppstoreOutlined />,
  research: <FileSearchOutlined />,
  keywords: <BulbOutlined />,
  optimization: <EditOutlined />,
  tools: <ToolOutlined />,
  operations: <ClusterOutlined />,
}

export function Sidebar({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell')
  const { user } = useUser()
  const hasScreen = useHasScreen()
  const { pathname } = useLocation()

  const groups = useMemo(() => (user ? visibleMenu(MENU, user, hasScreen) : []), [user, hasScreen])
  const active = activeMenuKeys(groups, pathname)
  const [openKeys, setOpenKeys] = useState<string[]>(active.group ? [active.group] : [])

  // every navigation starts again from the current section open, the others closed
  useEffect(() => {
    setOpenKeys(active.group ? [active.group] : [])
  }, [pathname, active.group])

  const label = (text: string, beta?: boolean) => (
    <span className={styles.label}>
      {t(text)}
      {beta && <Tag className={styles.beta}>Beta</Tag>}
    </span>
  )

  const items: MenuProps['items'] = groups.map((group) =>
    group.path
      ? { key: group.key, icon: ICONS[group.icon], label: <Link to={group.path}>{label(group.label, group.beta)}</Link> }
      : {
          key: group.key,
          icon: ICONS[group.icon],
          label: label(group.label, group.beta),
          children: group.children?.map((entry) => ({
            key: entry.key,
            label: <Link to={entry.path}>{label(entry.label, entry.beta)}</Link>,
          })),
        },
  )

  return (
    <Layout.Sider
      className={styles.sider}
      width={SIDEBAR_WIDTH}
      collapsedWidth={SIDEBAR_COLLAPSED_WIDTH}
      collapsed={collapsed}
      trigger={null}
      theme="light"
    >
      <div className={styles.inner}>
        <Link to="/" className={styles.brand} aria-label="RankLens">
          <Logo size={collapsed ? 34 : 30} collapsed={collapsed} />
        </Link>
        {!collapsed && <ProjectSelector />}
        <nav className={styles.nav} aria-label={t('sidebar.label')}>
          <Menu
            mode="inline"
            inlineCollapsed={collapsed}
            items={items}
            selectedKeys={active.entry ? [active.entry] : []}
            openKeys={collapsed ? undefined : openKeys}
            onOpenChange={setOpenKeys}
            triggerSubMenuAction="hover"
            className={styles.menu}
          />
        </nav>
        <SidebarFooter collapsed={collapsed} />
      </div>
    </Layout.Sider>
  )
}
