import { Layout } from 'antd'
import { lazy, Suspense, useState } from 'react'
import { Outlet } from 'react-router-dom'
import { FullPageSpinner } from '@/components/full-page-spinner'
import { ViewAsBanner } from '@/features/admin/components/view-as-banner'
import { Sidebar } from '@/features/shell/components/sidebar'
import { TopBar } from '@/features/shell/components/top-bar'
import { useUser } from '@/lib/auth'
import styles from './default-layout.module.css'

// shown once the announcements arrive, so fetched beside them rather than before the first paint
const NewsTicker = lazy(() => import('@/features/shell/components/news-ticker').then((m) => ({ default: m.NewsTicker })))

const COLLAPSED_KEY = 'sidebar_collapsed'

/** The signed-in console: sidebar, an admin's view-as banner, top bar, news ticker, the screen. */
export function DefaultLayout() {
  const { user } = useUser()
  const [collapsed, setCollapsed] = useState(() => window.localStorage.getItem(COLLAPSED_KEY) === '1')
  const toggle = () =>
    setCollapsed((value) => {
      window.localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1')
      return !value
    })

  if (!user) return <FullPageSpinner />
  return (
    <Layout className={styles.root}>
      <Sidebar collapsed={collapsed} />
      <Layout className={styles.main}>
        <ViewAsBanner user={user} />
        <TopBar user={user} collapsed={collapsed} onToggleSidebar={toggle} />
        <Suspense fallback={null}>
          <NewsTicker />
        </Suspense>
        <Layout.Content className={styles.content}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
