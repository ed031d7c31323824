import { Outlet } from 'react-router-dom'
import { Logo } from '@/components/logo'
import { LanguageSwitcher } from '@/features/shell/components/language-switcher'
import styles from './share-layout.module.css'

/** Shared read-only pages reached by a link and a password: no sidebar, no account. */
export function ShareLayout() {
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <a href="/" aria-label="RankLens">
          <Logo size={28} />
        </a>
        <LanguageSwitcher />
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  )
}
