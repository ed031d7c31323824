import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons'
import { Alert, Progress, Skeleton, Tag, Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import { SandboxTag } from '@/components/sandbox-tag'
import { type ContentScoreIn, type ScoreChip, type ScoreRule, SCORE_DEBOUNCE_MS, useContentScore } from '../api/content-score'
import { chipCount, scoreTone, TONE_COLORS } from '../utils/score'
import styles from './content-score.module.css'

export interface ContentScorePanelProps {
  /** The document being written; scored again once typing pauses. */
  document: ContentScoreIn
  /** A keyword or term chip was clicked: the editor inserts it, or jumps to where it is used. */
  onChip: (chip: ScoreChip) => void
  /** A rule was clicked: the editor takes the writer to the part it is about (title, description, h1…). */
  onRule?: (rule: ScoreRule) => void
  debounceMs?: number
}

/** The SEO writer's content score beside the editor: the gauge against the suggested score, the state
 * of the keyword's top 10, the keyword and term chips ("used / wanted") and the rule checklist. */
export function ContentScorePanel({ document, onChip, onRule, debounceMs = SCORE_DEBOUNCE_MS }: ContentScorePanelProps) {
  const { t } = useTranslation('contentScore')
  const query = useContentScore(document, debounceMs)
  if (!document.keyword.trim()) return <Alert type="info" showIcon title={t('needKeyword')} />
  if (query.isError && !query.data) return <Alert type="error" showIcon title={query.error.message} />
  const score = query.data
  if (!score) return <Skeleton active />
  const tone = scoreTone(score.score, score.suggested)
  return (
    <section className={styles.panel} aria-label={t('title')}>
      <div className={styles.gauge}>
        <Progress
          type="dashboard"
          size={110}
          percent={score.score}
          strokeColor={TONE_COLORS[tone]}
          format={() => (
            <span className={styles.value} data-testid="content-score" data-tone={tone}>
              <strong style={{ color: TONE_COLORS[tone] }}>{score.score}</strong>
              <small>{t('suggested', { score: score.suggested })}</small>
            </span>
          )}
        />
        <div>
          <div>{t(`tone.${tone}`)}</div>
          <SandboxTag sandbox={score.sandbox} />
        </div>
      </div>
      {score.state === 'preparing' && <Progress percent={score.progress} size="small" status="active" />}
      {score.message && <Alert type={score.state === 'no_serp' ? 'warning' : 'info'} showIcon title={score.message} />}
      <ChipGroup title={t('keywords')} chips={score.keywords} onChip={onChip} />
      {score.terms.length > 0 && <ChipGroup title={t('terms')} chips={score.terms} onChip={onChip} />}
      <div className={styles.section}>
        <h4>{t('rules')}</h4>
        <ul className={styles.rules}>
          {score.rules.map((rule) => (
            <li key={rule.code}>
              <Tooltip title={rule.ok ? undefined : rule.fix} placement="left">
                <button type="button" className={styles.rule} data-code={rule.code} data-ok={rule.ok}
                  onClick={() => onRule?.(rule)}>
                  {rule.ok
                    ? <CheckCircleFilled className={styles.ok} aria-label={t('passed')} />
                    : <CloseCircleFilled className={styles.failed} aria-label={t('failed')} />}
                  <span>{rule.text}</span>
                </button>
              </Tooltip>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function ChipGroup({ title, chips, onChip }: { title: string; chips: ScoreChip[]; onChip: (chip: ScoreChip) => void }) {
  const { t } = useTranslation('contentScore')
  return (
    <div className={styles.section}>
      <h4>{title}</h4>
      <div className={styles.chips}>
        {chips.map((chip) => (
          <Tooltip key={`${chip.kind}:${chip.text}`} title={t('chipHint', { count: chip.pages, used: chip.used, wanted: chip.wanted })}>
            <Tag.CheckableTag checked={chip.done} className={styles.chip} data-kind={chip.kind}
              onChange={() => onChip(chip)}>
              {chip.text}
              <span className={styles.count}>{chipCount(chip)}</span>
            </Tag.CheckableTag>
          </Tooltip>
        ))}
      </div>
    </div>
  )
}
