/** The findings of a check: the words, the law and rule they break, why, and a compliant wording where
 * the lists give one; items the lists mark UNVERIFIED carry a badge, and so do the model's readings (AI). Choosing one hands it to the
 * editor (`onSelect`) to scroll to and highlight. */
import { Empty, Space, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Finding } from '../api/text-comply'

const SEVERITY_COLOR: Record<Finding['severity'], string> = { forbidden: 'red', substantiate: 'gold', risk: 'orange' }

export interface FindingsListProps {
  findings: Finding[]
  onSelect?: (finding: Finding) => void
}

export function FindingsList({ findings, onSelect }: FindingsListProps) {
  const { t } = useTranslation('textComply')
  if (findings.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('findings.none')} />
  return (
    <section>
      <Typography.Text strong>{t('findings.count', { count: findings.length })}</Typography.Text>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {findings.map((finding) => (
          <li
            key={`${finding.start}-${finding.end}-${finding.category}`}
            aria-label={finding.match}
            tabIndex={onSelect ? 0 : undefined}
            onClick={() => onSelect?.(finding)}
            onKeyDown={(event) => event.key === 'Enter' && onSelect?.(finding)}
            style={{ cursor: onSelect ? 'pointer' : undefined, padding: '8px 0', borderBottom: '1px solid #f0f0f0' }}
          >
            <Space orientation="vertical" size={2} style={{ width: '100%' }}>
              <Space wrap>
                <Typography.Text mark strong>
                  {finding.match}
                </Typography.Text>
                <Tag color={SEVERITY_COLOR[finding.severity]}>{t(`severity.${finding.severity}`)}</Tag>
                {finding.source === 'ai' && (
                  <Tag color="purple" title={t('findings.aiHint')}>
                    {t('findings.ai')}
                  </Tag>
                )}
                {finding.unverified && (
                  <Tag color="default" title={t('findings.unverifiedHint')}>
                    {t('findings.unverified')}
                  </Tag>
                )}
              </Space>
              <Typography.Text>
                {t('findings.law')}: {finding.law}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('findings.rule')}: {finding.rule}
              </Typography.Text>
              <Typography.Text type="secondary">
                {t('findings.why')}: {finding.why}
              </Typography.Text>
              {finding.alternative && (
                <Typography.Text type="success">
                  {t('findings.alternative')}: {finding.alternative}
                </Typography.Text>
              )}
            </Space>
          </li>
        ))}
      </ul>
    </section>
  )
}
