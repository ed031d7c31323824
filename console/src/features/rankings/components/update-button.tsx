import { SyncOutlined } from '@ant-design/icons'
import { App, Button, Progress, Space, Tooltip, Typography } from 'antd'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useQueryClient } from '@tanstack/react-query'
import { PlanLockHint, useLockReason } from '@/components/plan-lock'
import { siteKeys } from '@/lib/query-keys'
import type { Site } from '@/types/projects'
import { failureText } from '@/lib/failure-text'
import { useRankingUpdate } from '../api/mutations'
import styles from './rankings.module.css'

/**
 * SPEC §4 ranking update: "update rankings now" starts a check of every keyword; while it runs (or a
 * new project's first check runs) the button shows its progress; when it ends the event stream's
 * completion notice appears and the project's figures are read again. A plan without manual updates,
 * or with none left, gets the button disabled with the server's reason and an upgrade link.
 */
export function UpdateButton({ site, onFinished }: { site: Site; onFinished?: () => void }) {
  const { t } = useTranslation('rankings')
  const { message } = App.useApp()
  const client = useQueryClient()
  const { status, start } = useRankingUpdate(site.id)
  const updating = status.data?.updating ?? false
  const locked = useLockReason(status.data?.access)
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
    const first = status.data?.operation?.detail.trigger === 'project_created'
    return (
      <span className={styles.update} data-testid="ranking-update-progress">
        <Typography.Text type="secondary">{t(first ? 'update.first' : 'update.running')}</Typography.Text>
        <Progress className={styles.updateProgress} percent={status.data?.operation?.progress ?? 0} size="small" />
      </span>
    )
  }
  if (locked) {
    // what the POST would refuse is not offered: the server's reason, the plan that has it, an upgrade link
    return (
      <Space className={styles.update} data-testid="ranking-update-locked">
        <Button icon={<SyncOutlined />} disabled>
          {t('update.now')}
        </Button>
        <PlanLockHint reason={locked} />
      </Space>
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
