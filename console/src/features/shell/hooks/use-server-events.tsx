/**
 * The server's event stream while signed in: `version` offers a refresh when the server runs a newer
 * build than this tab; `force_logout` (a sign-in elsewhere ended this session) counts down 10 seconds
 * in a notice, then signs this tab out; `job` (a long operation finished) notifies the user and
 * refreshes whatever lists the operation may have changed; `page_check` (a page issue check ended)
 * notifies the user, refreshes the check and opens it on a click; `ranking_drop` (tracked keywords dropped
 * beyond the project's alert threshold after a check) warns with the keywords and a link to the
 * project's worst-decline tab.
 */
import { useQueryClient } from '@tanstack/react-query'
import { App, Button } from 'antd'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { auditKeys } from '@/lib/query-keys'
import { suppressUnauthorizedRedirect } from '@/lib/api-client'
import { useCountdown } from './use-countdown'

export const EVENT_STREAM_URL = '/api/event-stream'
export const FORCE_LOGOUT_SECONDS = 10
export const FORCE_LOGOUT_PATH = '/auth?mode=login&force_logout=1'
const FORCE_LOGOUT_KEY = 'force-logout'
const NEW_VERSION_KEY = 'new-version'

function eventData(event: Event): Record<string, unknown> {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as Record<string, unknown>
  } catch {
    return {}
  }
}

/** Returns true while the forced-logout countdown runs (the route guard then leaves the page alone). */
export function useServerEvents(enabled: boolean): boolean {
  const { notification } = App.useApp()
  const { t } = useTranslation('shell')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { remaining, start } = useCountdown()
  const versionNoticeShown = useRef(false)
  const [reason, setReason] = useState<string | null>(null)
  const startRef = useRef(start)
  startRef.current = start

  useEffect(() => {
    if (!enabled) return
    const source = new EventSource(EVENT_STREAM_URL, { withCredentials: true })
    source.addEventListener('version', (event) => {
      const version = eventData(event).version
      if (typeof version !== 'string' || version === __APP_VERSION__ || versionNoticeShown.current) return
      versionNoticeShown.current = true
      notification.info({
        key: NEW_VERSION_KEY,
        title: t('newVersion.title'),
        description: t('newVersion.body'),
        duration: false,
        placement: 'bottomRight',
        actions: (
          <Button type="primary" size="small" onClick={() => window.location.reload()}>
            {t('newVersion.refresh')}
          </Button>
        ),
      })
    })
    source.addEventListener('job', (event) => {
      const operation = eventData(event).operation as { id?: number; type?: string; status?: string } | undefined
      if (!operation?.type) return
      const typeLabel = t(`history:types.${operation.type}`, {
        defaultValue: t('history:types.other', { type: operation.type }),
      })
      const notify = operation.status === 'failed' ? notification.error : notification.success
      notify({
        key: `job-${operation.id ?? operation.type}`,
        title: t(operation.status === 'failed' ? 'job.failed' : 'job.completed', { type: typeLabel }),
        description: t('job.seeHistory'),
        placement: 'bottomRight',
      })
      void queryClient.invalidateQueries()
    })
    source.addEventListener('page_check', (event) => {
      const check = eventData(event) as { id?: string; url?: string; state?: string }
      if (!check.id) return
      const notify = check.state === 'failed' ? notification.error : notification.success
      notify({
        key: `page-check-${check.id}`,
        title: t(check.state === 'failed' ? 'pageCheck.failed' : 'pageCheck.done'),
        description: `${check.url ?? ''} — ${t('pageCheck.open')}`,
        placement: 'bottomRight',
        onClick: () => navigate(`/tool/checker?job=${encodeURIComponent(check.id!)}`),
      })
      void queryClient.invalidateQueries({ queryKey: auditKeys.pageCheck(check.id) })
    })
    source.addEventListener('ranking_drop', (event) => {
      const drop = eventData(event) as { site_id?: number; site_name?: string; date?: string; keywords?: { term: string }[] }
      if (!drop.site_id || !drop.keywords?.length) return
      const path = `/projects/${drop.site_id}/rankings?tab=worst_decline`
      notification.warning({
        key: `ranking-drop-${drop.site_id}-${drop.date ?? ''}`,
        title: t('rankingDrop.title', { site: drop.site_name ?? '', count: drop.keywords.length }),
        description: t('rankingDrop.body', { keywords: drop.keywords.map((k) => k.term).join('、') }),
        placement: 'bottomRight',
        duration: 0,
        onClick: () => navigate(path),
      })
      void queryClient.invalidateQueries()
    })
    source.addEventListener('force_logout', (event) => {
      source.close()
      const ended = eventData(event).reason
      setReason(typeof ended === 'string' ? ended : null)
      suppressUnauthorizedRedirect(true)
      startRef.current(FORCE_LOGOUT_SECONDS)
    })
    return () => source.close()
  }, [enabled, navigate, notification, queryClient, t])

  useEffect(() => {
    if (remaining === null) return
    notification.info({
      key: FORCE_LOGOUT_KEY,
      // a sign-in elsewhere ("replaced"), or the password changed on another device
      title: t(reason?.startsWith('password') ? 'forceLogout.passwordTitle' : 'forceLogout.title'),
      description: t('forceLogout.countdown', { count: remaining }),
      duration: false,
      closable: false,
      placement: 'bottomLeft',
    })
    if (remaining === 0) {
      // a full load to the sign-in page drops every cache and store of this tab
      queryClient.clear()
      window.location.assign(FORCE_LOGOUT_PATH)
    }
  }, [remaining, reason, notification, queryClient, t])

  return remaining !== null
}
