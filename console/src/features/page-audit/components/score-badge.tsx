import { LoadingOutlined } from '@ant-design/icons'
import { Progress, Tag, Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import type { PageEvaluation } from '../types'
import { auditState, scoreColor, scoreTone } from '../utils/score'
import styles from './page-audit.module.css'

/** A score in its colour (good, fair, poor), or a dash before the first result. */
export function ScoreBadge({ score }: { score: number | null }) {
  const { t } = useTranslation('pageAudit')
  if (score === null) return <span className={styles.muted}>—</span>
  return (
    <Tooltip title={t(`score.${scoreTone(score)}`)}>
      <span className={styles.score} style={{ color: scoreColor(score), borderColor: scoreColor(score) }} data-score={score}>
        {score}
      </span>
    </Tooltip>
  )
}

/** The report's score gauge: 0-100 in the score's colour. */
export function ScoreGauge({ score }: { score: number }) {
  const { t } = useTranslation('pageAudit')
  return (
    <div className={styles.gauge} data-testid="score-gauge" data-score={score} title={t(`score.${scoreTone(score)}`)}>
      <Progress
        type="dashboard"
        percent={score}
        size={150}
        strokeColor={scoreColor(score)}
        format={(value) => (
          <span className={styles.gaugeValue}>
            <span style={{ color: scoreColor(score) }}>{value}</span>
            <small>{t(`score.short.${scoreTone(score)}`)}</small>
          </span>
        )}
      />
    </div>
  )
}

const STATE_COLORS = { auditing: 'processing', evaluated: 'success', failed: 'error' } as const

/** SPEC §4's state: auditing (with a spinner), evaluated or failed (the reason on hover). */
export function StateTag({ page }: { page: Pick<PageEvaluation, 'auditing' | 'success_audited' | 'state_message'> }) {
  const { t } = useTranslation('pageAudit')
  const state = auditState(page)
  const tag = (
    <Tag color={STATE_COLORS[state]} icon={state === 'auditing' ? <LoadingOutlined /> : undefined} data-state={state}>
      {t(`state.${state}`)}
    </Tag>
  )
  return state === 'failed' && page.state_message ? <Tooltip title={page.state_message}>{tag}</Tooltip> : tag
}
