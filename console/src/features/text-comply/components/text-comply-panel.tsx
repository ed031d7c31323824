/**
 * The sensitive-word check beside a document: pick the categories, check the document's HTML, read the
 * findings. `onFindings` receives them with the plain text their offsets index (`start`/`end`, or the
 * n-th `occurrence` of `match`) so the editor can highlight them; `onSelectFinding` when one is chosen.
 * Each check is one use of the month's `text_comply`.
 */
import { Alert, Button, Skeleton, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrorText } from '@/lib/form-errors'
import { type Finding, useComplyCategories, useTextComply } from '../api/text-comply'
import { type Choice, choiceErrors } from '../utils/choice'
import { CategoryPicker } from './category-picker'
import { FindingsList } from './findings-list'

export interface TextComplyPanelProps {
  html: string
  onFindings?: (findings: Finding[], text: string) => void
  onSelectFinding?: (finding: Finding) => void
}

export function TextComplyPanel({ html, onFindings, onSelectFinding }: TextComplyPanelProps) {
  const { t } = useTranslation('textComply')
  const categories = useComplyCategories()
  const comply = useTextComply()
  const [choice, setChoice] = useState<Choice>({ mains: [], subs: [] })

  if (categories.isPending) return <Skeleton active />
  if (categories.isError) return <Alert type="error" showIcon title={formErrorText(categories.error, t('loadFailed'))} />
  const { data: tree, max_sub_categories: max } = categories.data
  const blocked = choiceErrors(choice, max, tree).length > 0

  const run = () =>
    comply.mutate(
      { html, main_categories: choice.mains, sub_categories: choice.subs },
      { onSuccess: (answer) => onFindings?.(answer.findings, answer.text) },
    )

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={5}>{t('title')}</Typography.Title>
      <CategoryPicker tree={tree} max={max} value={choice} onChange={setChoice} />
      <Button type="primary" onClick={run} disabled={blocked} loading={comply.isPending}>
        {t('check')}
      </Button>
      <Typography.Text type="secondary">{t('cap', { max: categories.data.max_chars.toLocaleString() })}</Typography.Text>
      {comply.isError && <Alert type="error" showIcon title={formErrorText(comply.error, t('checkFailed'))} />}
      {comply.data && (
        <>
          {comply.data.warnings.map((warning) => (
            <Alert key={warning.code} type="warning" showIcon title={warning.message} />
          ))}
          <FindingsList findings={comply.data.findings} onSelect={onSelectFinding} />
          <Typography.Text type="secondary">
            {comply.data.usage.limited
              ? t('remaining', { count: comply.data.usage.remaining, limit: comply.data.usage.limit })
              : t('unlimited')}
          </Typography.Text>
        </>
      )}
    </Space>
  )
}
