import { Alert, Card, Col, Empty, Row, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useCompetitors } from '@/lib/api/get-competitors'
import { SettingsCompetitors } from '@/components/competitor-settings'
import { SiteGate } from '@/components/site-gate'
import type { Site } from '@/types/projects'
import { ProjectFrame } from '@/components/project-frame'
import { failureText } from '@/lib/failure-text'
import { CompetitorGrid } from './competitor-grid'
import styles from './competitors.module.css'

function CompetitorsPage({ site }: { site: Site }) {
  const { t } = useTranslation('competitors')
  const competitors = useCompetitors(site.id)
  const [total, setTotal] = useState<number | null>(null)
  const [sandbox, setSandbox] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const list = competitors.data ?? []

  return (
    <ProjectFrame site={site} sandbox={sandbox}>
      <Row gutter={[20, 20]}>
        <Col xs={24} xxl={14}>
          <Card
            title={t('grid.title')}
            extra={total !== null && <Tag>{t('grid.count', { count: total })}</Tag>}
            className={styles.section}
          >
            {error !== null && (
              <Alert type="error" showIcon title={failureText(error, t('grid.loadFailed'))} style={{ marginBottom: 12 }} />
            )}
            {competitors.isSuccess && list.length === 0 ? (
              <Empty description={t('grid.noCompetitors')} />
            ) : competitors.isSuccess && site.keyword_count === 0 ? (
              <Empty description={t('grid.noKeywords')} />
            ) : competitors.isSuccess ? (
              <>
                <Typography.Paragraph type="secondary">{t('grid.hint')}</Typography.Paragraph>
                <CompetitorGrid site={site} competitors={list} total={total} onTotal={setTotal} onError={setError} onSandbox={setSandbox} />
              </>
            ) : null}
          </Card>
        </Col>
        <Col xs={24} xxl={10}>
          <Card title={t('manage.title')} className={styles.section}>
            <Typography.Paragraph type="secondary">{t('manage.rules')}</Typography.Paragraph>
            <SettingsCompetitors site={site} canEdit={site.role !== 'viewer'} />
          </Card>
        </Col>
      </Row>
    </ProjectFrame>
  )
}

/** `/projects/:id/competitors`: manage the project's competitors and compare ranks side by side. */
export function CompetitorsScreen() {
  return <SiteGate>{(site) => <CompetitorsPage site={site} />}</SiteGate>
}
