import { Alert, Empty, Select, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { SiteSummary } from '@/lib/all-sites'
import { failureText } from '@/lib/failure-text'

interface SitesQuery {
  data?: SiteSummary[]
  isLoading: boolean
  isError: boolean
  error: unknown
}

/** The project a screen reads across projects (SERP analysis, the keyword network): name · domain. */
export function ProjectSelect({ sites, value, label, onChange }: { sites: SitesQuery; value?: number; label: string; onChange: (id: number) => void }) {
  return (
    <Select
      value={value}
      loading={sites.isLoading}
      placeholder={label}
      aria-label={label}
      style={{ minWidth: 240 }}
      options={(sites.data ?? []).map((found) => ({ value: found.id, label: `${found.name} · ${found.domain}` }))}
      onChange={onChange}
    />
  )
}

/** The user's projects while they load, fail, or are none (with a link to create one); else `children`. */
export function ProjectsGate({
  sites,
  site,
  texts,
  children,
}: {
  sites: SitesQuery
  site: SiteSummary | undefined
  texts: { loadFailed: string; noProjects: string; createProject: string }
  children: (site: SiteSummary) => ReactNode
}) {
  if (sites.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />
  if (sites.isError) return <Alert type="error" showIcon title={failureText(sites.error, texts.loadFailed)} />
  if (!site) {
    return (
      <Empty description={texts.noProjects}>
        <Link to="/">{texts.createProject}</Link>
      </Empty>
    )
  }
  return <>{children(site)}</>
}
