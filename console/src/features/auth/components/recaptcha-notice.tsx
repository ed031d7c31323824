import { Trans, useTranslation } from 'react-i18next'
import styles from './auth.module.css'

/** Google's attribution, required when the reCAPTCHA badge is hidden (it is: styles.css). */
export function RecaptchaNotice() {
  const { t } = useTranslation('auth')
  return (
    <p className={styles.recaptcha}>
      <Trans
        t={t}
        i18nKey="recaptcha"
        components={{
          privacy: <a href="https://policies.google.com/privacy" target="_blank" rel="noreferrer" />,
          terms: <a href="https://policies.google.com/terms" target="_blank" rel="noreferrer" />,
        }}
      />
    </p>
  )
}
