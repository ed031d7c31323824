import { Form, Input, Tag, Typography } from 'antd'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { hasForbiddenChar, repeatedLineCount, splitKeywords } from '@/lib/project-validation'
import type { StepProps } from './new-project-wizard'
import panel from '@/components/settings-panel.module.css'
import styles from './projects.module.css'

const PREVIEW_LIMIT = 60

/**
 * Step 2: the keywords to track, one per line. Problems (forbidden characters with the keywords
 * holding them, too many for the plan) show while typing, with a preview of what will be added.
 */
export function WizardKeywordsStep({ values, limits, update, errorOf, touch }: StepProps) {
  const { t } = useTranslation('projects')
  const keywords = useMemo(() => splitKeywords(values.keywords), [values.keywords])
  const repeated = useMemo(() => repeatedLineCount(values.keywords), [values.keywords])
  const error = errorOf('keywords')
  const over = keywords.length > limits.keywords
  const forbidden = (word: string) => (limits.rules ? hasForbiddenChar(word, limits.rules) : false)

  return (
    <Form layout="vertical" requiredMark={false} component="div">
      <Typography.Paragraph type="secondary" className={styles.stepIntro}>
        {t('wizard.keywords.intro')}
      </Typography.Paragraph>
      <Form.Item
        label={
          <span className={styles.keywordLabel}>
            {t('wizard.keywords.label')}
            <span className={over ? styles.countOver : styles.count}>
              {t('wizard.keywords.count', { count: keywords.length })}
              {' · '}
              {Number.isFinite(limits.keywords)
                ? t('wizard.keywords.left', { count: limits.keywords })
                : t('wizard.keywords.unlimited')}
            </span>
          </span>
        }
        validateStatus={error ? 'error' : undefined}
        help={error ?? t('wizard.keywords.forbidden')}
        htmlFor="wizard-keywords"
        className={styles.keywordItem}
      >
        <Input.TextArea
          id="wizard-keywords"
          autoFocus
          value={values.keywords}
          rows={9}
          placeholder={t('wizard.keywords.placeholder')}
          onChange={(event) => {
            update({ keywords: event.target.value }, ['keywords'])
            touch('keywords')
          }}
        />
      </Form.Item>
      {repeated > 0 && (
        <Typography.Paragraph type="secondary" className={panel.note}>
          {t('wizard.keywords.repeated', { count: repeated })}
        </Typography.Paragraph>
      )}
      {keywords.length > 0 ? (
        <div className={styles.preview} aria-label={t('wizard.keywords.preview')}>
          {keywords.slice(0, PREVIEW_LIMIT).map((word) => (
            <Tag key={word} color={forbidden(word) ? 'error' : undefined} className={styles.previewTag}>
              {word}
            </Tag>
          ))}
          {keywords.length > PREVIEW_LIMIT && (
            <Typography.Text type="secondary">
              {t('wizard.keywords.more', { count: keywords.length - PREVIEW_LIMIT })}
            </Typography.Text>
          )}
        </div>
      ) : (
        <Typography.Paragraph type="secondary" className={panel.note}>
          {t('wizard.keywords.optional')}
        </Typography.Paragraph>
      )}
    </Form>
  )
}
