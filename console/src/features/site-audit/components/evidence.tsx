import { useTranslation } from 'react-i18next'
import type { Evidence } from '../types'
import { evidenceEntries } from '../utils/format'
import styles from './site-audit.module.css'

/**
 * What a check saw on a URL, as label: value lines (known labels in the user's language); the URL
 * itself is left out where the row already shows it.
 */
export function EvidenceList({ evidence, url }: { evidence: Evidence; url?: string }) {
  const { t } = useTranslation('audit')
  const entries = evidenceEntries(evidence, url)
  if (entries.length === 0) return null
  return (
    <dl className={styles.evidence}>
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt>{t(`evidence.${key}`, { defaultValue: key })}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
