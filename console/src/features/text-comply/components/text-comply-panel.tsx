/**
 * The sensitive-word check beside a document: pick the categories, check the document's HTML, read the
 * findings. `onFindings` receives them with the plain text their offsets index (`start`/`end`, or the
 * n-th `occurrence` of `match`) so the editor can highlight them; `onSelectFinding` when one is chosen.
 * "AI review" runs the check and asks the configured model for what no list reads (its findings marked AI).
 * Each check or review is one use of the month's `text_comply`; the panel shows the latest answer.
 */
import { Alert, Button, Skeleton, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formErrorText } from '@/lib/form-errors'
import { type ComplyOut, type Finding, useComplyCategories, useTextComply, useTextComplyReview } from '../api/text-comply'
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
  const review = useTextComplyReview()
  const [choice, setChoice] = useState<Choice>({ mains: [], subs: [] })
  const [latestRun, setLatestRun] = useState<'check' | 'review'>('check')
  const [answer, setAnswer] = useState<ComplyOut | null>(null)

  if (categories.isPending) return <Skeleton active />
  if (categories.isError) return <Alert type="error" showIcon title={formErrorText(categories.error, t('loadFailed'))} />
  const { data: tree, max_sub_categories: max } = categories.data
  const blocked = choiceErrors(choice, max, tree).length > 0

  const busy = comply.isPending || review.isPending
  const latest = latestRun === 'review' ? review : comply
  const run = (kind: 'check' | 'review') => {
    setLatestRun(kind)
    ;(kind === 'review' ? review : comply).mutate(
      { html, main_categories: choice.mains, sub_categories: choice.subs },
      {
        onSuccess: (found) => {
          setAnswer(found)
          onFindings?.(found.findings, found.text)
        },
      },
    )
  }

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Title level={5}>{t('title')}</Typography.Title>
      <CategoryPicker tree={tree} max={max} value={choice} onChange={setChoice} />
      <Space wrap>
        <Button type="primary" onClick={() => run('check')} disabled={blocked || busy} loading={comply.isPending}>
          {t('check')}
        </Button>
        <Button onClick={() => run('review')} disabled={blocked || busy} loading={review.isPending}>
          {review.isPending ? t('reviewing') : t('review')}
        </Button>
      </Space>
      <Typography.Text type="secondary">{t('cap', { max: categories.data.max_chars.toLocaleString() })}</Typography.Text>
      <Typography.Text type="secondary">{t('reviewHint')}</Typography.Text>
      {latest.isError && (
        <Alert type="error" showIcon title={formErrorText(latest.error, t(latestRun === 'review' ? 'reviewFailed' : 'checkFailed'))} />
      )}
      {answer && (
        <>
          {answer.warnings.map((warning) => (
            <Alert key={warning.code} type="warning" showIcon title={warning.message} />
          ))}
          <FindingsList findings={answer.findings} onSelect={onSelectFinding} />
          <Typography.Text type="secondary">
            {answer.usage.limited
              ? t('remaining', { count: answer.usage.remaining, limit: answer.usage.limit })
              : t('unlimited')}
          </Typography.Text>
        </>
      )}
    </Space>
  )
}
