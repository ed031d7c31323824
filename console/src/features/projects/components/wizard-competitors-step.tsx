import { Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { CompetitorRows } from '@/components/competitor-rows'
import type { StepProps } from './new-project-wizard'
import panel from '@/components/settings-panel.module.css'
import styles from './projects.module.css'

/** Step 3: competitor rows of name and domain; at least one, none repeated, none the site itself. */
export function WizardCompetitorsStep({ values, limits, update, errorOf, touch }: StepProps) {
  const { t } = useTranslation('projects')
  return (
    <div>
      <Typography.Paragraph type="secondary" className={styles.stepIntro}>
        {t('wizard.competitors.intro')}
      </Typography.Paragraph>
      <CompetitorRows
        rows={values.competitors}
        onChange={(competitors, fields) => update({ competitors }, fields)}
        errorOf={errorOf}
        touch={touch}
        maxRows={limits.competitors}
      />
      {Number.isFinite(limits.competitors) && (
        <Typography.Paragraph type="secondary" className={panel.note}>
          {t('wizard.competitors.limit', { count: limits.competitors })}
        </Typography.Paragraph>
      )}
    </div>
  )
}
