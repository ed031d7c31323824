import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'

/** A consent text whose `<terms>` and `<privacy>` open the Terms of Service and the Privacy Policy. */
export function TermsLinks({ ns, i18nKey }: { ns: string; i18nKey: string }) {
  const { t } = useTranslation(ns)
  return (
    <Trans
      t={t}
      i18nKey={i18nKey}
      components={{
        terms: <Link to="/service-policy" target="_blank" />,
        privacy: <Link to="/privacy-policy" target="_blank" />,
      }}
    />
  )
}
