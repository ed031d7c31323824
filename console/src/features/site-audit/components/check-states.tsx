import { PlayCircleOutlined, ReloadOutlined } from '@ant-design/icons'
import type { UseQueryResult } from '@tanstack/react-query'
import { App, Button, Card, Empty, Progress, Result, Skeleton, Typography } from 'antd'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadFailed } from '@/components/load-failed'
import { failureText } from '@/lib/failure-text'
import { useStartCheck } from '../api/queries'
import type { SiteCheck } from '@/types/site-audit'
import { crawlPercent } from '../utils/format'

/** Starts a new crawl of the site; refusals (plan limits, one at a time) in the server's words. */
export function StartCheckButton({ siteId, again, size }: { siteId: number; again?: boolean; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('audit')
  const { message } = App.useApp()
  const start = useStartCheck(siteId)
  return (
    <Button
      type={again ? 'default' : 'primary'}
      size={size}
      icon={again ? <ReloadOutlined /> : <PlayCircleOutlined />}
      loading={start.isPending}
      data-testid="start-check"
      onClick={() =>
        start.mutate(undefined, {
          onSuccess: () => message.success(t('actions.started')),
          onError: (error) => message.error(failureText(error, t('errors.startFailed'))),
        })
      }
    >
      {t(again ? 'actions.restart' : 'actions.start')}
    </Button>
  )
}

/** A running crawl: pages crawled and queued; refreshed until it ends. */
export function CheckProgress({ check }: { check: SiteCheck }) {
  const { t } = useTranslation('audit')
  return (
    <Card data-testid="check-progress">
      <Result
        icon={<Progress type="circle" percent={crawlPercent(check)} size={120} />}
        title={t(check.state === 'pending' ? 'progress.pending' : 'progress.title')}
        subTitle={
          <>
            <div data-testid="progress-pages">
              {t('progress.pages', { crawled: check.pages_crawled, queued: check.pages_queued, max: check.max_pages })}
            </div>
            <Typography.Text type="secondary">{t('progress.hint')}</Typography.Text>
          </>
        }
      />
    </Card>
  )
}

/**
 * A screen's states before the results of a check: loading, failed to load, never checked, running,
 * failed crawl; `children` renders a completed check.
 */
export function CheckStates({
  siteId,
  query,
  children,
}: {
  siteId: number
  query: UseQueryResult<SiteCheck | null>
  children: (check: SiteCheck) => ReactNode
}) {
  const { t } = useTranslation('audit')
  if (query.isLoading) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    )
  }
  if (query.isError) {
    return (
      <Card>
        <LoadFailed title={t('errors.loadFailed')} error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    )
  }
  const check = query.data
  if (!check) {
    return (
      <Card data-testid="never-checked">
        <Empty description={<><Typography.Title level={5}>{t('never.title')}</Typography.Title>{t('never.body')}</>}>
          <StartCheckButton siteId={siteId} />
        </Empty>
      </Card>
    )
  }
  if (check.state === 'pending' || check.state === 'in_progress') return <CheckProgress check={check} />
  if (check.state === 'failed') {
    return (
      <Card data-testid="check-failed">
        <Result
          status="error"
          title={t('errors.checkFailed')}
          subTitle={check.error ?? undefined}
          extra={<StartCheckButton siteId={siteId} again />}
        />
      </Card>
    )
  }
  return <>{children(check)}</>
}
