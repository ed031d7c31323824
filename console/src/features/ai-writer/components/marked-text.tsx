/** Generated text with its sensitive-word findings marked: each flagged wording highlighted, its tooltip
 * (on hover or focus) giving the law, the rule, why, a compliant alternative where the lists give one, and an
 * UNVERIFIED badge for items the lists have not verified. */
import { Space, Tag, Tooltip, Typography } from 'antd'
import { Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import { normalizeLocale } from '@/lib/locale'
import { type ArticleMarks, type Finding, segments } from '../utils/marks'
import styles from './ai-writer.module.css'

function FindingNote({ finding }: { finding: Finding }) {
  const { t } = useTranslation('aiWriter')
  return (
    <div className={styles.findingNote}>
      <Space size={4} wrap>
        <strong>{finding.match}</strong>
        {finding.unverified && <Tag color="default">{t('marks.unverified')}</Tag>}
      </Space>
      <div>
        {t('marks.law')}: {finding.law}
      </div>
      <div>
        {t('marks.rule')}: {finding.rule}
      </div>
      <div>
        {t('marks.why')}: {finding.why}
      </div>
      {finding.alternative && (
        <div>
          {t('marks.alternative')}: {finding.alternative}
        </div>
      )}
    </div>
  )
}

export function MarkedText({ text, findings }: { text: string; findings: Finding[] }) {
  return (
    <>
      {segments(text, findings).map((piece, index) =>
        piece.findings.length ? (
          <Tooltip key={index} trigger={['hover', 'focus']} title={piece.findings.map((f) => <FindingNote key={`${f.category}-${f.start}`} finding={f} />)}>
            <mark className={styles.flagged} tabIndex={0} data-testid="ai-finding">
              {piece.text}
            </mark>
          </Tooltip>
        ) : (
          <Fragment key={index}>{piece.text}</Fragment>
        ),
      )}
    </>
  )
}

/** Below an editable text: the saved text with its marks, when it has any and is not being changed. */
export function MarkedNote({ text, findings }: { text: string; findings: Finding[] }) {
  const { t } = useTranslation('aiWriter')
  if (!findings.length) return null
  return (
    <div className={styles.markedNote} data-testid="ai-marks">
      <Typography.Text type="warning">{t('marks.count', { count: findings.length })}</Typography.Text>
      <div className={styles.markedText}>
        <MarkedText text={text} findings={findings} />
      </div>
    </div>
  )
}

/** Which categories the article's texts were checked against (its market and product category decide). */
export function CheckedCategories({ marks }: { marks: ArticleMarks }) {
  const { t, i18n } = useTranslation('aiWriter')
  const locale = normalizeLocale(i18n.language) ?? 'en'
  const names = marks.checked.map((c) => c.names[locale])
  return (
    <Typography.Text type="secondary" data-testid="ai-checked">
      {t('marks.checked', { names: names.join('、') })}
    </Typography.Text>
  )
}
