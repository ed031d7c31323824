import { ExportOutlined, LineChartOutlined, SettingOutlined } from '@ant-design/icons'
import { Button, Card, Col, Empty, Row, Skeleton, Space, Statistic, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { CountryFlag } from '@/components/country-select'
import { PageHeader } from '@/components/page-header'
import { useConstants } from '@/lib/constants'
import { useCompetitors } from '../api/get-competitors'
import { useKeywords } from '../api/get-keywords'
import type { Site } from '../types'
import styles from './projects.module.css'
import { RoleTag } from './role-tag'
import { SiteAvatar } from './site-avatar'
import { SiteGate } from './site-gate'

const PREVIEW_KEYWORDS = 30

/** The site's target country and search language, labelled in the interface language. */
export function useTargetLabels(site: Site) {
  const { data: constants } = useConstants()
  const country = constants?.countries.find((found) => found.value === site.country)
  const language = constants?.languages.find((found) => found.value === site.language)
  return { country, countryLabel: country?.label ?? site.country, languageLabel: language?.label ?? site.language }
}

function ProjectPage({ site }: { site: Site }) {
  const { t } = useTranslation('projects')
  const { country, countryLabel, languageLabel } = useTargetLabels(site)
  const keywords = useKeywords(site.id, { page: 1, text: '' })
  const competitors = useCompetitors(site.id)
  const settings = `/projects/${site.id}/edit`

  return (
    <div>
      <PageHeader
        avatar={<SiteAvatar name={site.name} domain={site.domain} size={52} />}
        title={site.name}
        subtitle={
          <span className={styles.headerUrl}>
            <Typography.Link href={site.url} target="_blank" rel="noopener noreferrer">
              {site.url}
            </Typography.Link>
            <span>
              {country && <CountryFlag flag={country.flag} />}{' '}
              {t('project.target', { country: countryLabel, language: languageLabel })}
            </span>
            <RoleTag role={site.role} />
          </span>
        }
        extra={
          <>
            <Button icon={<ExportOutlined />} href={site.url} target="_blank" rel="noopener noreferrer">
              {t('project.visit')}
            </Button>
            <Link to={settings}>
              <Button type="primary" icon={<SettingOutlined />}>
                {t('project.settings')}
              </Button>
            </Link>
          </>
        }
      />

      <Row gutter={[20, 20]} className={styles.statsGrid}>
        <Col xs={12} lg={6}>
          <Card className={styles.statCard}>
            <Statistic title={t('project.stats.keywords')} value={site.keyword_count} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card className={styles.statCard}>
            <Statistic title={t('project.stats.competitors')} value={site.competitor_count} />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card className={styles.statCard}>
            <Statistic
              title={t('project.stats.recipients')}
              value={site.recipients.length}
              suffix={`/ ${site.receiver_limitation}`}
            />
          </Card>
        </Col>
        <Col xs={12} lg={6}>
          <Card className={styles.statCard}>
            <Statistic title={t('project.stats.role')} valueRender={() => <RoleTag role={site.role} />} />
          </Card>
        </Col>
      </Row>

      <Card className={styles.soon}>
        <div className={styles.soonBody}>
          <span className={styles.soonIcon}>
            <LineChartOutlined />
          </span>
          <div className={styles.soonText}>
            <Typography.Title level={5}>{t('project.dashboardSoon.title')}</Typography.Title>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {t('project.dashboardSoon.description')}
            </Typography.Paragraph>
          </div>
        </div>
      </Card>

      <Row gutter={[20, 20]}>
        <Col xs={24} lg={14}>
          <Card
            className={styles.panel}
            title={`${t('project.keywordsPreview')} (${site.keyword_count})`}
            extra={<Link to={`${settings}?tab=keywords`}>{t('project.manage')}</Link>}
          >
            {keywords.isLoading ? (
              <Skeleton active paragraph={{ rows: 2 }} title={false} />
            ) : (keywords.data?.data.length ?? 0) === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('project.noKeywords')} />
            ) : (
              <div className={styles.chips}>
                {keywords.data!.data.slice(0, PREVIEW_KEYWORDS).map((keyword) => (
                  <Tag key={keyword.id} color={keyword.pinned ? 'cyan' : undefined}>
                    {keyword.text}
                  </Tag>
                ))}
                {keywords.data!.meta.total > PREVIEW_KEYWORDS && (
                  <Typography.Text type="secondary">
                    {t('wizard.keywords.more', { count: keywords.data!.meta.total - PREVIEW_KEYWORDS })}
                  </Typography.Text>
                )}
              </div>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card
            className={styles.panel}
            title={`${t('project.competitorsPreview')} (${site.competitor_count})`}
            extra={<Link to={`${settings}?tab=competitors`}>{t('project.manage')}</Link>}
          >
            {competitors.isLoading ? (
              <Skeleton active paragraph={{ rows: 2 }} title={false} />
            ) : (competitors.data?.length ?? 0) === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('project.noCompetitors')} />
            ) : (
              <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                {competitors.data!.map((competitor) => (
                  <div key={competitor.id} className={styles.cardHead}>
                    <SiteAvatar name={competitor.name} domain={competitor.domain} size={32} />
                    <div className={styles.cardTitle}>
                      <Typography.Text strong ellipsis>
                        {competitor.name}
                      </Typography.Text>
                      <br />
                      <Typography.Link href={competitor.url} target="_blank" rel="noopener noreferrer" type="secondary">
                        {competitor.domain}
                      </Typography.Link>
                    </div>
                  </div>
                ))}
              </Space>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  )
}

/** `/projects/:id`: the project at a glance, honest that its rankings dashboard is still to come. */
export function ProjectScreen() {
  return <SiteGate>{(site) => <ProjectPage site={site} />}</SiteGate>
}
