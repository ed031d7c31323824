import { Card, Statistic, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { outline, textStats } from '../utils/text-stats'
import type { EditorSnapshot } from './rich-editor'
import styles from './writers.module.css'

/**
 * The editor's right-hand column. The content-score and sensitive-word panels are mounted here by the
 * pages that compose the features; what the writer's own feature shows is the document's size (counted
 * the CJK way) and its heading outline.
 */
export function DocumentFacts({ body }: { body: EditorSnapshot | null }) {
  const { t, i18n } = useTranslation('writers')
  const stats = textStats(body?.text ?? '', i18n.language)
  const headings = outline(body?.blocks ?? [])
  return (
    <>
      <Card size="small" title={t('facts.title')}>
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 8 }}>
          <Statistic title={t('facts.characters')} value={stats.characters} />
          <Statistic title={t('facts.cjk')} value={stats.cjk} />
          <Statistic title={t('facts.words')} value={stats.words} />
        </div>
      </Card>
      <Card size="small" title={t('facts.outline')}>
        {headings.length === 0 ? (
          <Typography.Text type="secondary">{t('facts.noHeadings')}</Typography.Text>
        ) : (
          <ul className={styles.outline} aria-label={t('facts.outline')}>
            {headings.map((heading, index) => (
              <li key={index} style={{ paddingLeft: (heading.level - 1) * 12 }}>
                <Typography.Text type={heading.level === 1 ? undefined : 'secondary'} strong={heading.level === 1}>
                  {`H${heading.level} ${heading.text}`}
                </Typography.Text>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </>
  )
}
