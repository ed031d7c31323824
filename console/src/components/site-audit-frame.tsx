import { Segmented } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import type { Site } from '@/types/projects'
import { ProjectFrame } from '@/components/project-frame'
import { useHasScreen } from '@/lib/registered-routes'
import styles from './project-frame.module.css'

/** The site audit's own screens (SPEC §2 site-audit children: the checker's overview and the page audit's
 * screens, two features), each shown when its screen exists. */
const SECTIONS = [
  { key: 'overview', path: '/site-audit/overview', label: 'nav.overview' },
  { key: 'pages', path: '/site-audit/pages', label: 'nav.pages' },
  { key: 'batch-audit', path: '/site-audit/batch-audit', label: 'nav.batchAudit' },
] as const

/** The first site-audit screen that exists: the site checker's overview, else the audited pages. */
export function useSiteAuditHome(siteId: number): string {
  const hasScreen = useHasScreen()
  const section = SECTIONS.find((entry) => hasScreen(`/projects/${siteId}${entry.path}`)) ?? SECTIONS[1]
  return `/projects/${siteId}${section.path}`
}

/** The project's frame with the site audit's section switch under it. */
export function SiteAuditFrame({ site, extra, children }: { site: Site; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('pageAudit')
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const hasScreen = useHasScreen()
  const base = `/projects/${site.id}`
  const sections = SECTIONS.filter((entry) => hasScreen(`${base}${entry.path}`))
  const current = sections.find((entry) => pathname.startsWith(`${base}${entry.path}`))?.key ?? 'pages'
  return (
    <ProjectFrame site={site} extra={extra}>
      {sections.length > 1 && (
        <Segmented
          className={styles.sections}
          value={current}
          onChange={(key) => navigate(`${base}${SECTIONS.find((entry) => entry.key === key)?.path ?? ''}`)}
          options={sections.map((entry) => ({ value: entry.key, label: t(entry.label) }))}
          data-testid="site-audit-sections"
        />
      )}
      {children}
    </ProjectFrame>
  )
}
