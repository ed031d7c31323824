import { Alert, Button, Card, Col, Drawer, Empty, Result, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SandboxTag } from '@/components/sandbox-tag'
import { useParams } from 'react-router-dom'
import type { DiffTag, RankedKeyword } from '@/types/rankings'
import { diffText, diffTone, rankText, shortUrl } from '@/lib/rank-format'
import { averageText, bucketRows } from '@/lib/rank-buckets'
import { PasswordGate } from '@/components/password-gate'
import { RankChart } from '@/components/rank-chart'
import { ApiError } from '@/lib/api-client'
import { failureText } from '@/lib/failure-text'
import {
  SHARED_PER_PAGE,
  type SharedSite,
  useSharedKeywordRankings,
  useSharedKeywords,
  useSharedSite,
  useUnlockShare,
} from '../api/shared-report'
import { OLD_SHARE_PASSWORD_KEY } from '@/lib/share-access'
import styles from './share.module.css'

function Change({ tag, diff }: { tag: DiffTag; diff: number | null }) {
  return <span className={styles[diffTone(tag)]}>{diffText(diff)}</span>
}

function KeywordChart({ uuid, keyword, onClose }: { uuid: string; keyword: RankedKeyword | null; onClose: () => void }) {
  const { t } = useTranslation('share')
  const rankings = useSharedKeywordRankings(uuid, keyword?.id ?? null)
  return (
    <Drawer open={keyword !== null} onClose={onClose} size={720} title={keyword?.text} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('report.chartHint')}</Typography.Paragraph>
      {rankings.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : rankings.isError ? (
        <Alert type="error" showIcon title={failureText(rankings.error, t('report.loadFailed'))} />
      ) : (
        <RankChart
          emphasis="project"
          lines={(rankings.data?.series ?? []).map((series) => ({
            key: series.site === 'project' ? 'project' : `c${series.competitor_id}`,
            name: series.domain,
            points: series.points,
          }))}
        />
      )}
    </Drawer>
  )
}

function Report({ uuid, site }: { uuid: string; site: SharedSite }) {
  const { t } = useTranslation('share')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<RankedKeyword | null>(null)
  const keywords = useSharedKeywords(uuid, page)
  const buckets = site.google_statistics.today
  const average = averageText(buckets, t)
  const important = site.important_keywords

  const columns = [
    {
      key: 'text',
      title: t('report.columns.keyword'),
      render: (_: unknown, row: RankedKeyword) => (
        <Button type="link" className={styles.keywordButton} onClick={() => setOpen(row)}>
          {row.text}
        </Button>
      ),
    },
    { key: 'today', title: t('report.columns.today'), width: 90, render: (_: unknown, row: RankedKeyword) => rankText(row.ranking?.today) },
    { key: 'yesterday', title: t('report.columns.yesterday'), width: 90, render: (_: unknown, row: RankedKeyword) => rankText(row.ranking?.yesterday) },
    { key: 'week', title: t('report.columns.weekAgo'), width: 90, render: (_: unknown, row: RankedKeyword) => rankText(row.ranking?.week_ago) },
    { key: 'month', title: t('report.columns.monthAgo'), width: 90, render: (_: unknown, row: RankedKeyword) => rankText(row.ranking?.month_ago) },
    {
      key: 'change',
      title: t('report.columns.change'),
      width: 90,
      render: (_: unknown, row: RankedKeyword) => (row.ranking ? <Change tag={row.ranking.diff_tag} diff={row.ranking.diff} /> : '—'),
    },
    {
      key: 'url',
      title: t('report.columns.url'),
      ellipsis: true,
      render: (_: unknown, row: RankedKeyword) =>
        row.ranking?.url ? (
          <Typography.Link href={row.ranking.url} target="_blank" rel="noopener noreferrer">
            {shortUrl(row.ranking.url)}
          </Typography.Link>
        ) : (
          '—'
        ),
    },
  ]

  return (
    <div>
      <div className={styles.title}>
        <div>
          <Typography.Title level={3}>{t('report.title', { name: site.name })}</Typography.Title>
          <Typography.Link href={site.url} target="_blank" rel="noopener noreferrer">
            {site.url}
          </Typography.Link>
        </div>
        <span>
          <SandboxTag sandbox={site.google_statistics.sandbox} />
          <Tag>{t('report.readOnly')}</Tag>
          {site.google_statistics.date && (
            <Typography.Text type="secondary">{t('report.asOf', { date: site.google_statistics.date })}</Typography.Text>
          )}
        </span>
      </div>

      <Row gutter={[16, 16]} className={styles.stats}>
        {bucketRows(buckets, t).map((bucket) => (
          <Col flex="1 1 150px" key={bucket.key}>
            <Card size="small">
              <Statistic
                title={`${bucket.label} (${bucket.range})`}
                value={bucket.count}
                data-testid={`bucket-${bucket.key}`}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {average && (
        <Typography.Paragraph type="secondary" className={styles.average} data-testid="performance-average">
          {average}
        </Typography.Paragraph>
      )}

      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card size="small" title={t('report.best')} className={styles.panel}>
            {important.best_top3.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('report.noTop')} />
            ) : (
              <ol className={styles.topList}>
                {important.best_top3.map((item) => (
                  <li key={item.term}>
                    <span>{item.term}</span>
                    <strong>#{item.position}</strong>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('report.changes')} className={styles.panel}>
            {important.ranking_change_top3.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('report.noChanges')} />
            ) : (
              <ol className={styles.topList}>
                {important.ranking_change_top3.map((item) => (
                  <li key={item.term}>
                    <span>{item.term}</span>
                    <span>
                      {item.todayPosition === null ? '—' : `#${item.todayPosition}`} <Change tag={item.diff_tag} diff={item.diff} />
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </Col>
      </Row>

      <Card className={styles.grid} title={t('report.list')} size="small">
        <Table<RankedKeyword>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={keywords.data?.data ?? []}
          loading={keywords.isFetching}
          pagination={{
            current: page,
            pageSize: SHARED_PER_PAGE,
            total: keywords.data?.meta.total ?? 0,
            showSizeChanger: false,
            onChange: setPage,
          }}
          locale={{
            emptyText: keywords.isError ? failureText(keywords.error, t('report.loadFailed')) : t('report.noKeywords'),
          }}
        />
      </Card>
      <KeywordChart uuid={uuid} keyword={open} onClose={() => setOpen(null)} />
    </div>
  )
}

/**
 * `/share/:uuid` (public, share layout): the project's read-only ranking report behind its share
 * password. The password is sent once; the server answers with a viewer cookie (HttpOnly, 12 hours)
 * that every read of the report carries, so the password is asked again only when the cookie has
 * expired or the owner shared anew. A wrong password shows SPEC's message, too many wrong ones the
 * server's throttling message.
 */
export function SharedReportScreen() {
  const { t } = useTranslation('share')
  const uuid = useParams().uuid ?? ''
  const site = useSharedSite(uuid)
  const unlock = useUnlockShare(uuid)

  // share passwords kept in local storage by earlier versions are no longer needed: drop them
  useEffect(() => window.localStorage.removeItem(OLD_SHARE_PASSWORD_KEY), [])

  if (site.data) {
    return <Report uuid={uuid} site={site.data} />
  }
  if (site.isLoading) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    )
  }
  if (site.error instanceof ApiError && site.error.status === 404) {
    return <Result status="404" title={t('gate.notFound')} subTitle={t('gate.notFoundHint')} />
  }
  // locked (401): no viewer cookie yet, or it expired; anything else failed is said under the form
  const locked = site.error instanceof ApiError && site.error.status === 401
  const failure = unlock.isError ? unlock.error : locked ? null : site.error
  return (
    <PasswordGate
      texts={{ title: t('gate.title'), description: t('gate.description'), password: t('gate.password'), submit: t('gate.submit') }}
      loading={unlock.isPending || site.isFetching}
      error={failure ? failureText(failure, t('report.loadFailed')) : undefined}
      onSubmit={(password) => unlock.mutate(password)}
    />
  )
}
