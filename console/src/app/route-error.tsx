import { useEffect, useState } from 'react'
import { useRouteError } from 'react-router-dom'
import { FullPageSpinner } from '@/components/full-page-spinner'
import { StatusPage } from '@/components/status-page'
import { isChunkLoadError, reloadForFailedChunk } from '@/lib/chunk-reload'

/** A screen that failed: a missing chunk after a deploy reloads the page (once a minute), the rest is a 500. */
export function RouteError() {
  const error = useRouteError()
  const [reloading, setReloading] = useState(() => isChunkLoadError(error))
  useEffect(() => {
    if (isChunkLoadError(error)) setReloading(reloadForFailedChunk())
    else console.error(error)
  }, [error])
  return reloading ? <FullPageSpinner /> : <StatusPage status={500} />
}
