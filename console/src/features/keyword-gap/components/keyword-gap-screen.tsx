import { PushpinFilled, PushpinOutlined } from '@ant-design/icons'
import { Alert, App, Badge, Button, Card, Empty, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { SiteGate } from '@/components/site-gate'
import type { Site } from '@/types/projects'
import { PlanRefusal } from '@/components/plan-refusal'
import { ProjectFrame } from '@/components/project-frame'
import { rankText } from '@/lib/rank-format'
import { ApiError } from '@/lib/api-client'
import { failureText } from '@/lib/failure-text'
import { isPlanRefusal } from '@/lib/plan-refusal'
import { GAP_PER_PAGE, type GapRow, useExclusion, useGapList, useGapPin, useGapStats } from '../api/keyword-gap'
import { type GapTab, exclusionAction, parseGapTab, standing, tabCounts } from '../utils/gap-tabs'
import styles from './keyword-gap.module.css'

function GapPage({ site }: { site: Site }) {
  const { t } = useTranslation('gap')
  const { message } = App.useApp()
  const [params, setParams] = useSearchParams()
  const tab = parseGapTab(params.get('tab'))
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [selected, setSelected] = useState<number[]>([])
  const stats = useGapStats(site.id)
  const list = useGapList(site.id, tab, page, stats.isSuccess)
  const exclusion = useExclusion(site.id)
  const pin = useGapPin(site.id)
  const canEdit = site.role !== 'viewer'
  const action = exclusionAction(tab)

  const go = (next: { tab?: GapTab; page?: number }) => {
    const search = new URLSearchParams()
    const nextTab = next.tab ?? tab
    if (nextTab !== 'common') search.set('tab', nextTab)
    if ((next.page ?? 1) > 1) search.set('page', String(next.page))
    setParams(search, { replace: true })
    setSelected([])
  }

  const apply = (ids: number[]) =>
    exclusion.mutate(
      { ids, action },
      {
        onSuccess: () => {
          setSelected([])
          void message.success(t(action === 'exclude' ? 'excluded' : 'included', { count: ids.length }))
        },
        onError: (error) => void message.error(failureText(error, t('exclusionFailed'))),
      },
    )

  if (stats.error instanceof ApiError && isPlanRefusal(stats.error.status, stats.error.code)) {
    return (
      <ProjectFrame site={site}>
        <Card>
          <PlanRefusal message={stats.error.message} hint={t('plan.hint')} />
        </Card>
      </ProjectFrame>
    )
  }

  const competitors = list.data?.data[0]?.competitors ?? []
  const columns = [
    {
      key: 'pin',
      width: 48,
      render: (_: unknown, row: GapRow) => (
        <Tooltip title={t(row.pinned ? 'unpin' : 'pin')}>
          <Button
            type="text"
            size="small"
            disabled={!canEdit}
            aria-label={t(row.pinned ? 'unpin' : 'pin')}
            aria-pressed={row.pinned}
            icon={row.pinned ? <PushpinFilled className={styles.pinned} /> : <PushpinOutlined />}
            onClick={() =>
              pin.mutate(
                { id: row.keyword_id, pinned: !row.pinned },
                { onError: (error) => void message.error(failureText(error, t('pinFailed'))) },
              )
            }
          />
        </Tooltip>
      ),
    },
    { key: 'term', title: t('columns.keyword'), dataIndex: 'term' },
    {
      key: 'ours',
      title: site.domain,
      width: 140,
      render: (_: unknown, row: GapRow) => <strong>{rankText(row.ours)}</strong>,
    },
    ...competitors.map((competitor, index) => ({
      key: `c${competitor.competitor_id}`,
      title: competitor.domain,
      width: 140,
      render: (_: unknown, row: GapRow) => {
        const theirs = row.competitors[index]?.rank
        if (!theirs) return '—'
        return <span className={styles[standing(row.ours, theirs)]}>{rankText(theirs)}</span>
      },
    })),
    {
      key: 'groups',
      title: t('columns.groups'),
      render: (_: unknown, row: GapRow) =>
        row.groups.map((group) => (
          <Tag key={group} color={group === 'lead' ? 'green' : group === 'behind' || group === 'missing' ? 'red' : 'cyan'}>
            {t(`tabs.${group}`)}
          </Tag>
        )),
    },
    {
      key: 'action',
      width: 120,
      align: 'right' as const,
      render: (_: unknown, row: GapRow) =>
        canEdit && (
          <Button size="small" onClick={() => apply([row.keyword_id])} loading={exclusion.isPending && exclusion.variables?.ids.includes(row.keyword_id)}>
            {t(action === 'exclude' ? 'exclude' : 'include')}
          </Button>
        ),
    },
  ]

  const noCompetitors = site.competitor_count === 0
  const noData = stats.isSuccess && stats.data.date === null

  return (
    <ProjectFrame site={site} sandbox={stats.data?.sandbox}>
      {noCompetitors && (
        <Alert
          type="info"
          showIcon
          className={styles.notice}
          title={t('noCompetitors')}
          action={
            <Link to={`/projects/${site.id}/competitors`}>
              <Button size="small" type="primary">
                {t('addCompetitors')}
              </Button>
            </Link>
          }
        />
      )}
      {noData && <Alert type="info" showIcon className={styles.notice} title={t('noData')} />}
      {stats.isError && <Alert type="error" showIcon className={styles.notice} title={failureText(stats.error, t('loadFailed'))} />}
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => go({ tab: parseGapTab(key) })}
          items={tabCounts(stats.data).map(({ tab: key, count }) => ({
            key,
            label: (
              <span data-testid={`gap-tab-${key}`}>
                {t(`tabs.${key}`)}{' '}
                <Badge count={count ?? '…'} showZero overflowCount={999_999} color={key === tab ? '#00b1c8' : '#bfc8cf'} />
              </span>
            ),
          }))}
        />
        <div className={styles.tabHint}>
          <Typography.Text type="secondary">{t(`hints.${tab}`)}</Typography.Text>
          {stats.data?.date && <Tag>{t('asOf', { date: stats.data.date })}</Tag>}
        </div>
        {canEdit && selected.length > 0 && (
          <Space className={styles.bulk}>
            <Typography.Text>{t('selected', { count: selected.length })}</Typography.Text>
            <Button type="primary" size="small" onClick={() => apply(selected)} loading={exclusion.isPending}>
              {t(action === 'exclude' ? 'excludeSelected' : 'includeSelected')}
            </Button>
          </Space>
        )}
        <Table<GapRow>
          rowKey="keyword_id"
          size="middle"
          columns={columns}
          dataSource={list.data?.data ?? []}
          loading={stats.isLoading || list.isFetching}
          rowSelection={canEdit ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
          pagination={{
            current: page,
            pageSize: GAP_PER_PAGE,
            total: list.data?.meta.total ?? 0,
            showSizeChanger: false,
            onChange: (next) => go({ page: next }),
          }}
          locale={{
            emptyText: list.isError ? (
              failureText(list.error, t('loadFailed'))
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`empty.${tab}`)} />
            ),
          }}
        />
      </Card>
    </ProjectFrame>
  )
}

/** `/projects/:id/keyword-gap`: our ranks against the competitors', by SPEC §4's groups. */
export function KeywordGapScreen() {
  return <SiteGate>{(site) => <GapPage site={site} />}</SiteGate>
}
