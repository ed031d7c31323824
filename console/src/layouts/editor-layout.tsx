import { Layout } from 'antd'
import { Outlet } from 'react-router-dom'
import { FullPageSpinner } from '@/components/full-page-spinner'
import { TopBar } from '@/features/shell/components/top-bar'
import { useUser } from '@/lib/auth'
import styles from './default-layout.module.css'

/** The SEO writer's editor: the top bar and the screen, without the sidebar (SPEC §2 "Layouts"), so the
 * article and its checks have the width. */
export function EditorLayout() {
  const { user } = useUser()
  if (!user) return <FullPageSpinner />
  return (
    <Layout className={styles.root}>
      <Layout className={styles.main}>
        <TopBar user={user} />
        <Layout.Content className={styles.content} style={{ maxWidth: 1680 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
