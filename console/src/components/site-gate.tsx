import { Card, Skeleton } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { StatusPage } from './status-page'
import { LoadFailed } from '@/components/load-failed'
import { ApiError } from '@/lib/api-client'
import { useSite } from '@/lib/api/get-site'
import { useSiteId } from '@/lib/use-site-id'
import type { Site } from '@/types/projects'

function Loaded({ id, children }: { id: number; children: (site: Site) => ReactNode }) {
  const { t } = useTranslation('projects')
  const site = useSite(id)
  if (site.isLoading) {
    return (
      <Card>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    )
  }
  if (site.error instanceof ApiError && site.error.status === 404) return <StatusPage status={404} />
  if (site.error instanceof ApiError && site.error.status === 403) return <StatusPage status={403} />
  if (site.isError || !site.data) {
    return (
      <Card>
        <LoadFailed title={t('project.loadFailed')} error={site.error} onRetry={() => void site.refetch()} />
      </Card>
    )
  }
  return <>{children(site.data)}</>
}

/**
 * A project screen's loading, not-found (someone else's project is not found either), permission
 * and error states; the screen itself renders once the project is there.
 */
export function SiteGate({ children }: { children: (site: Site) => ReactNode }) {
  const id = useSiteId()
  if (id === null) return <StatusPage status={404} />
  return (
    <Loaded key={id} id={id}>
      {children}
    </Loaded>
  )
}
