import { Link, Outlet } from 'react-router-dom'
import { Logo } from '@/components/logo'
import styles from './error-layout.module.css'

/** 403, 404 and 500 pages: the message, centred, with the logo home. */
export function ErrorLayout() {
  return (
    <div className={styles.root}>
      <Link to="/" className={styles.logo} aria-label="RankLens">
        <Logo size={30} />
      </Link>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  )
}
