import { Alert, Segmented, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { GoogleSignIn } from './google-sign-in'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'
import styles from './auth.module.css'

type Mode = 'login' | 'register'

/** /auth: sign in or create an account (`mode`), or do either with Google, with the notice after a forced
 * logout. */
export function AuthPage() {
  const { t } = useTranslation('auth')
  const [params, setParams] = useSearchParams()
  const mode: Mode = params.get('mode') === 'register' ? 'register' : 'login'
  const forcedOut = params.get('force_logout') === '1'

  const switchTo = (next: Mode) => {
    params.set('mode', next)
    params.delete('force_logout')
    setParams(params, { replace: true })
  }

  return (
    <div>
      <Typography.Title level={2} className={styles.title}>
        {t(mode === 'login' ? 'login.title' : 'register.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" className={styles.subtitle}>
        {t(mode === 'login' ? 'login.subtitle' : 'register.subtitle')}
      </Typography.Paragraph>
      {forcedOut && (
        <Alert
          type="warning"
          showIcon
          className={styles.notice}
          title={t('forceLogout.title')}
          description={t('forceLogout.body')}
        />
      )}
      <Segmented<Mode>
        block
        size="large"
        className={styles.modes}
        value={mode}
        onChange={switchTo}
        options={[
          { value: 'login', label: t('login.tab') },
          { value: 'register', label: t('register.tab') },
        ]}
      />
      <GoogleSignIn />
      {mode === 'login' ? <LoginForm /> : <RegisterForm />}
    </div>
  )
}
