import { Outlet, Link } from 'react-router-dom'
import { Logo } from '@/components/logo'
import { LanguageSwitcher } from '@/features/shell/components/language-switcher'
import styles from './simple-layout.module.css'

/** A plain page with the logo: legal texts, e-mail verification. */
export function SimpleLayout() {
  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Link to="/" aria-label="RankLens">
          <Logo size={30} />
        </Link>
        <LanguageSwitcher />
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  )
}
