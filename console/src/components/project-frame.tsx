import { Tabs, Tag, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { SandboxTag } from '@/components/sandbox-tag'
import { SiteAvatar } from './site-avatar'
import type { Site } from '@/types/projects'
import { useHasScreen } from '@/lib/registered-routes'
import { gaBadge } from '@/lib/rank-format'
import styles from './project-frame.module.css'

/** The project's pages, each shown when its screen exists (others come with later releases). */
const PAGES = [
  { key: 'board', path: '', label: 'nav.dashboard' },
  { key: 'rankings', path: '/rankings', label: 'nav.rankings' },
  { key: 'keywords', path: '/keywords', label: 'nav.keywords' },
  { key: 'competitors', path: '/competitors', label: 'nav.competitors' },
  { key: 'keyword-gap', path: '/keyword-gap', label: 'nav.keywordGap' },
  { key: 'monthly-report', path: '/monthly_report', label: 'nav.monthlyReport' },
  { key: 'site-audit', path: '/site-audit', label: 'nav.siteAudit' },
  // the link and text pages of the site check share one tab
  { key: 'links', path: '/broken-links', label: 'nav.links', also: ['/internal-links', '/check-title', '/check-description'] },
  { key: 'google-indexing', path: '/google-indexing', label: 'nav.indexing' },
  { key: 'edit', path: '/edit', label: 'nav.settings' },
]

function currentPage(pathname: string, base: string): string {
  const rest = pathname.slice(base.length)
  if (rest === '' || rest === '/' || rest === '/board') return 'board'
  return PAGES.find((page) => page.path && [page.path, ...(page.also ?? [])].some((path) => rest.startsWith(path)))?.key ?? 'board'
}

/** The title row and page tabs shared by the project's rank tracking screens. */
export function ProjectFrame({
  site,
  sandbox,
  extra,
  children,
}: {
  site: Site
  sandbox?: boolean
  extra?: ReactNode
  children: ReactNode
}) {
  const { t } = useTranslation('rankings')
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const hasScreen = useHasScreen()
  const base = `/projects/${site.id}`
  const badge = gaBadge(site.ga_id)
  const pages = PAGES.filter((page) => page.key === 'board' || hasScreen(`${base}${page.path}`))

  return (
    <div>
      <PageHeader
        avatar={<SiteAvatar name={site.name} domain={site.domain} size={48} />}
        title={site.name}
        subtitle={
          <span className={styles.headerMeta}>
            <Typography.Link href={site.url} target="_blank" rel="noopener noreferrer">
              {site.domain}
            </Typography.Link>
            {badge && (
              <Tag color={badge === 'GA4' ? 'blue' : 'orange'} data-testid="ga-badge">
                {badge}
              </Tag>
            )}
            <SandboxTag sandbox={sandbox} />
          </span>
        }
        extra={extra}
      />
      <Tabs
        className={styles.nav}
        activeKey={currentPage(pathname, base)}
        onChange={(key) => navigate(`${base}${PAGES.find((page) => page.key === key)?.path ?? ''}`)}
        items={pages.map((page) => ({ key: page.key, label: t(page.label) }))}
      />
      {children}
    </div>
  )
}
