import { SyncOutlined } from '@ant-design/icons'
import { App, Button, Progress, Tooltip, Typography } from 'antd'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useQueryClient } from '@tanstack/react-query'
import { siteKeys } from '@/features/projects/api/keys'
import type { Site } from '@/features/projects/types'
import { failureText } from '@/lib/failure-text'
import { useRankingUpdate } from '../api/mutations'
import styles from './rankings.module.css'

/**
 * SPEC §4 ranking update: "update rankings now" starts a check of every keyword; while it runs the
 * button shows its progress; when it ends the event stream's completion notice appears and the
 * project's figures are read again.
 */
export function UpdateButton({ site, onFinished }: { site: Site; onFinished?: () => void }) {
  const { t } = useTranslation('rankings')
  const { message } = App.useApp()
  const client = useQueryClient()
  const { status, start } = useRankingUpdate(site.id)
  const updating = status.data?.updating ?? false
  const wasUpdating = useRef(updating)
  const finished = useRef(onFinished)
  finished.current = onFinished

  useEffect(() => {
    if (wasUpdating.current && !updating) {
      void client.invalidateQueries({ queryKey: siteKeys.detail(site.id) })
      finished.current?.()
    }
    wasUpdating.current = updating
  }, [updating, client, site.id])

  if (site.role === 'viewer') return null
  const remaining = status.data?.remaining

  if (updating) {
    return (
      <span className={styles.update} data-testid="ranking-update-progress">
        <Typography.Text type="secondary">{t('update.running')}</Typography.Text>
        <Progress className={styles.updateProgress} percent={status.data?.operation?.progress ?? 0} size="small" />
      </span>
    )
  }
  return (
    <Tooltip title={remaining === null || remaining === undefined ? undefined : t('update.remaining', { count: remaining })}>
      <Button
        icon={<SyncOutlined />}
        loading={start.isPending}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: () => message.info(t('update.started')),
            onError: (error) => message.error(failureText(error, t('update.failed'))),
          })
        }
      >
        {t('update.now')}
      </Button>
    </Tooltip>
  )
}
