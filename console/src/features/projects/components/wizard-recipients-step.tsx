import { Typography } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { splitKeywords } from '@/lib/project-validation'
import { siteDomain } from '../utils/wizard-form'
import { EmailRows } from '@/components/email-rows'
import type { StepProps } from './new-project-wizard'
import panel from '@/components/settings-panel.module.css'
import styles from './projects.module.css'

/** Step 4: who receives the weekly report; valid addresses, none repeated, within the plan. */
export function WizardRecipientsStep({ values, limits, update, errorOf, touch }: StepProps) {
  const { t } = useTranslation('projects')
  const keywordCount = useMemo(() => splitKeywords(values.keywords).length, [values.keywords])
  const competitorCount = values.competitors.filter((row) => row.url.trim()).length

  return (
    <div>
      <Typography.Paragraph type="secondary" className={styles.stepIntro}>
        {t('wizard.recipients.intro')}
      </Typography.Paragraph>
      <EmailRows
        rows={values.recipients}
        prefix="recipients"
        onChange={(recipients, fields) => update({ recipients }, fields)}
        errorOf={errorOf}
        touch={touch}
        maxRows={limits.receivers}
      />
      {Number.isFinite(limits.receivers) && (
        <Typography.Paragraph type="secondary" className={panel.note}>
          {t('wizard.recipients.limit', { count: limits.receivers })}
        </Typography.Paragraph>
      )}
      <div className={styles.summary}>
        {t('wizard.recipients.summary', {
          keywords: keywordCount,
          competitors: competitorCount,
          site: siteDomain(values, limits.rules) || values.name,
        })}
      </div>
    </div>
  )
}
