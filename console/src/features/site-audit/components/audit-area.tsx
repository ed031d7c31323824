import { Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { SiteAuditFrame } from '@/components/site-audit-frame'
import { SiteAvatar } from '@/components/site-avatar'
import type { Site } from '@/types/projects'

/**
 * The frame of a site check screen: the project's tabs and site-audit sections when opened from the
 * project, else the site checker's own title row.
 */
export function AuditArea({ site, extra, children }: { site: Site; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('audit')
  const { pathname } = useLocation()
  if (pathname.startsWith('/projects/')) {
    return (
      <SiteAuditFrame site={site} extra={extra}>
        {children}
      </SiteAuditFrame>
    )
  }
  return (
    <>
      <PageHeader
        avatar={<SiteAvatar name={site.name} domain={site.domain} size={48} />}
        title={t('checker.siteTitle', { name: site.name })}
        subtitle={
          <Typography.Link href={site.url} target="_blank" rel="noopener noreferrer">
            {site.domain}
          </Typography.Link>
        }
        extra={extra}
      />
      {children}
    </>
  )
}
