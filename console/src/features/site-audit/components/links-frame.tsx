import { Segmented } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import type { Site } from '@/types/projects'
import { ProjectFrame } from '@/components/project-frame'
import { useHasScreen } from '@/lib/registered-routes'
import { LINK_PAGES, linkPage } from '../utils/paths'
import styles from './site-audit.module.css'

/** The project's frame with the switch between its link and text pages under it. */
export function LinksFrame({ site, extra, children }: { site: Site; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('audit')
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const hasScreen = useHasScreen()
  const base = `/projects/${site.id}`
  const sections = LINK_PAGES.filter((entry) => hasScreen(`${base}${entry.path}`))
  const current = linkPage(pathname, site.id) ?? undefined
  return (
    <ProjectFrame site={site} extra={extra}>
      <Segmented
        className={styles.sections}
        value={current}
        onChange={(key) => navigate(`${base}${LINK_PAGES.find((entry) => entry.key === key)?.path ?? ''}`)}
        options={sections.map((entry) => ({ value: entry.key, label: t(`nav.${entry.key}`) }))}
        data-testid="links-sections"
      />
      {children}
    </ProjectFrame>
  )
}
