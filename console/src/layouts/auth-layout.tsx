import { CheckCircleFilled } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { Link, Outlet } from 'react-router-dom'
import { Logo } from '@/components/logo'
import { LanguageSwitcher } from '@/features/shell/components/language-switcher'
import { useHasScreen } from '@/lib/registered-routes'
import styles from './auth-layout.module.css'

// each highlight with the screen that delivers it: advertised only once that screen exists
const HIGHLIGHTS: [string, string][] = [
  ['auth.highlights.rankings', '/projects/0/rankings'],
  ['auth.highlights.audit', '/projects/0/site-audit'],
  ['auth.highlights.research', '/keyword-planning/research'],
  ['auth.highlights.reports', '/projects/0/monthly_report'],
]

/** Sign-in, sign-up and account screens: the product's pitch beside a form card. */
export function AuthLayout() {
  const { t } = useTranslation('shell')
  const hasScreen = useHasScreen()
  return (
    <div className={styles.root}>
      <aside className={styles.brand}>
        <Link to="/" aria-label="RankLens">
          <Logo size={36} inverse />
        </Link>
        <div className={styles.pitch}>
          <h1>{t('auth.headline')}</h1>
          <p>{t('auth.subline')}</p>
          <ul>
            {HIGHLIGHTS.filter(([, screen]) => hasScreen(screen)).map(([key]) => (
              <li key={key} data-testid="auth-highlight">
                <CheckCircleFilled /> {t(key)}
              </li>
            ))}
          </ul>
        </div>
        <p className={styles.trial}>{t('auth.trial')}</p>
      </aside>
      <main className={styles.panel}>
        <div className={styles.toolbar}>
          <LanguageSwitcher />
        </div>
        <div className={styles.card}>
          <Outlet />
        </div>
        <footer className={styles.footer}>
          <Link to="/service-policy">{t('legal.terms')}</Link>
          <span aria-hidden="true">·</span>
          <Link to="/privacy-policy">{t('legal.privacy')}</Link>
          <span aria-hidden="true">·</span>
          <span>© {new Date().getFullYear()} RankLens</span>
        </footer>
      </main>
    </div>
  )
}
