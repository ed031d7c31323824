import { useTranslation } from 'react-i18next'
import type { Evidence } from '@/types/site-audit'
import { evidenceEntries } from '../utils/format'
import styles from './site-audit.module.css'

/**
 * What a check saw on a URL, as label: value lines (labels in the user's language, the texts the CSV
 * export heads its columns with); the URL itself is left out where the row already shows it.
 */
export function EvidenceList({ evidence, url }: { evidence: Evidence; url?: string }) {
  useTranslation('errors') // drawn again when the language changes
  const entries = evidenceEntries(evidence, url)
  if (entries.length === 0) return null
  return (
    <dl className={styles.evidence}>
      {entries.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
