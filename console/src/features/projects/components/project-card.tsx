import { ExportOutlined, SettingOutlined } from '@ant-design/icons'
import { Button, Card, Tooltip, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { CountryFlag } from '@/components/country-select'
import type { Country } from '@/types/api'
import type { Site } from '@/types/projects'
import panel from '@/components/settings-panel.module.css'
import styles from './projects.module.css'
import { RoleTag } from './role-tag'
import { SiteAvatar } from '@/components/site-avatar'

/** One project on the overview: name, address, counts from the API, and where to go next. */
export function ProjectCard({ site, country }: { site: Site; country?: Country }) {
  const { t } = useTranslation('projects')
  const navigate = useNavigate()
  const open = () => navigate(`/projects/${site.id}`)

  return (
    <Card
      hoverable
      className={styles.card}
      onClick={open}
      data-testid="project-card"
      actions={[
        <Link key="open" to={`/projects/${site.id}`} onClick={(event) => event.stopPropagation()}>
          {t('card.open')}
        </Link>,
        <Link key="settings" to={`/projects/${site.id}/edit`} onClick={(event) => event.stopPropagation()}>
          <SettingOutlined /> {t('card.settings')}
        </Link>,
      ]}
    >
      <div className={styles.cardHead}>
        <SiteAvatar name={site.name} domain={site.domain} />
        <div className={styles.cardTitle}>
          <Typography.Title level={5} ellipsis={{ tooltip: site.name }} className={styles.cardName}>
            {site.name}
          </Typography.Title>
          <div className={styles.cardUrl}>
            <Typography.Text type="secondary" ellipsis={{ tooltip: site.url }}>
              {site.url.replace(/^https?:\/\//, '')}
            </Typography.Text>
            <Tooltip title={t('card.visit')}>
              <Button
                type="text"
                size="small"
                icon={<ExportOutlined />}
                href={site.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('card.visit')}
                onClick={(event) => event.stopPropagation()}
              />
            </Tooltip>
          </div>
        </div>
        <RoleTag role={site.role} />
      </div>
      <div className={styles.cardStats}>
        <div>
          <div className={styles.statValue}>{site.keyword_count}</div>
          <div className={styles.statLabel}>{t('card.keywords')}</div>
        </div>
        <div>
          <div className={styles.statValue}>{site.competitor_count}</div>
          <div className={styles.statLabel}>{t('card.competitors')}</div>
        </div>
        <div>
          <div className={styles.statValue}>{site.recipients.length}</div>
          <div className={styles.statLabel}>{t('card.recipients')}</div>
        </div>
      </div>
      <div className={styles.cardMeta}>
        <span className={panel.cardCountry}>
          {country && <CountryFlag flag={country.flag} />}
          {country?.label ?? site.country}
        </span>
        <span>{t('card.created', { date: dayjs(site.created_at).format('YYYY/MM/DD') })}</span>
      </div>
    </Card>
  )
}
