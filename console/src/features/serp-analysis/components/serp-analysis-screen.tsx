import { Alert, Card, Col, Empty, Row, Segmented, Select, Skeleton, Space, Table, Tag, Tabs, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { ProjectSelect, ProjectsGate } from '@/components/project-picker'
import { useKeywords } from '@/lib/api/get-keywords'
import { sameSite } from '@/lib/rank-format'
import { useAllSites } from '@/lib/all-sites'
import { failureText } from '@/lib/failure-text'
import { type SerpCompetitor, useSerpCompetitors, useSerpTrends } from '../api/serp'
import { INTERVALS, type SerpState, type SerpView, TREND_PERIODS, parseSerpState, serpSearch, sharePercent } from '../utils/serp-state'
import { MAX_COMPARE_GROUPS, compareIssue, topDomains } from '@/lib/rank-trend'
import { RankChart } from '@/components/rank-chart'
import { SandboxTag } from '@/components/sandbox-tag'
import styles from './serp.module.css'

const DOMAINS_DRAWN = 10

function KeywordPicker({ siteId, value, onChange }: { siteId: number; value: number[]; onChange: (ids: number[]) => void }) {
  const { t } = useTranslation('serp')
  const [text, setText] = useState('')
  const [labels, setLabels] = useState<Record<number, string>>({})
  const [limitError, setLimitError] = useState<string>()
  const keywords = useKeywords(siteId, { page: 1, text })
  const found = keywords.data?.data ?? []
  const options = useMemo(() => {
    const seen = new Map<number, string>(value.map((id) => [id, labels[id] ?? `#${id}`]))
    for (const keyword of found) seen.set(keyword.id, keyword.text)
    return [...seen].map(([id, label]) => ({ value: id, label }))
  }, [found, value, labels])

  return (
    <div className={styles.picker}>
      <Select<number[]>
        mode="multiple"
        showSearch={{ filterOption: false, onSearch: setText }}
        value={value}
        loading={keywords.isFetching}
        placeholder={t('trend.pick', { max: MAX_COMPARE_GROUPS })}
        aria-label={t('trend.keywords')}
        options={options}
        status={limitError ? 'error' : undefined}
        style={{ width: '100%' }}
        notFoundContent={keywords.isFetching ? null : t('trend.noKeywords')}
        onChange={(ids) => {
          const issue = compareIssue(ids.length)
          setLimitError(issue ? t(`errors:${issue.code}`, issue.params) : undefined)
          if (issue) return
          setLabels((known) => ({ ...known, ...Object.fromEntries(found.map((k) => [k.id, k.text])) }))
          onChange(ids)
        }}
      />
      <Typography.Text type={limitError ? 'danger' : 'secondary'} className={styles.pickerHelp} role={limitError ? 'alert' : undefined}>
        {limitError ?? t('trend.count', { count: value.length, max: MAX_COMPARE_GROUPS })}
      </Typography.Text>
    </div>
  )
}

function TrendView({ state, domain, set }: { state: SerpState; domain: string; set: (patch: Partial<SerpState>) => void }) {
  const { t } = useTranslation('serp')
  const trends = useSerpTrends(state.site, state.keywords, state.period)
  return (
    <div>
      <div className={styles.toolbar}>
        <KeywordPicker siteId={state.site!} value={state.keywords} onChange={(keywords) => set({ keywords })} />
        <Segmented
          value={state.period}
          onChange={(period) => set({ period })}
          options={TREND_PERIODS.map((value) => ({ value, label: t(`periods.${value}`) }))}
        />
        <SandboxTag sandbox={state.keywords.length > 0 && trends.data?.sandbox} />
      </div>
      {state.keywords.length === 0 ? (
        <Empty description={t('trend.empty')} />
      ) : trends.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : trends.isError ? (
        <Alert type="error" showIcon title={failureText(trends.error, t('loadFailed'))} />
      ) : (
        <Row gutter={[16, 16]}>
          {trends.data!.data.map((keyword) => {
            const lines = topDomains(keyword.domains, DOMAINS_DRAWN).map((series) => ({
              key: series.domain,
              name: series.domain,
              points: series.points,
            }))
            return (
              <Col xs={24} xxl={state.keywords.length > 1 ? 12 : 24} key={keyword.keyword_id}>
                <Card size="small" title={keyword.term} extra={<Typography.Text type="secondary">{t('trend.top', { count: lines.length })}</Typography.Text>}>
                  <RankChart lines={lines} emphasis={lines.find((line) => sameSite(line.key, domain))?.key} />
                </Card>
              </Col>
            )
          })}
        </Row>
      )}
    </div>
  )
}

function CompetitorsView({ state, set }: { state: SerpState; set: (patch: Partial<SerpState>) => void }) {
  const { t } = useTranslation('serp')
  const found = useSerpCompetitors(state.site, state.interval)
  const columns = [
    { key: 'rank', title: '#', width: 56, render: (_: unknown, __: SerpCompetitor, index: number) => index + 1 },
    {
      key: 'domain',
      title: t('competitors.columns.domain'),
      render: (_: unknown, row: SerpCompetitor) => (
        <Space size={6}>
          <span>{row.domain}</span>
          {row.is_project && <Tag color="cyan">{t('competitors.yours')}</Tag>}
          {row.competitor_id !== null && <Tag color="orange">{t('competitors.tracked')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'average',
      title: t('competitors.columns.average'),
      width: 130,
      align: 'right' as const,
      // Two places, as the API rounds it, so a column of averages lines up (3.00 above 12.50).
      render: (_: unknown, row: SerpCompetitor) => row.average_position.toFixed(2),
    },
    { key: 'share', title: t('competitors.columns.share'), width: 130, align: 'right' as const, render: (_: unknown, row: SerpCompetitor) => sharePercent(row.share) },
    { key: 'keywords', title: t('competitors.columns.keywords'), dataIndex: 'keywords', width: 120, align: 'right' as const },
    { key: 'appearances', title: t('competitors.columns.appearances'), dataIndex: 'appearances', width: 120, align: 'right' as const },
  ]
  return (
    <div>
      <div className={styles.toolbar}>
        <Segmented
          value={state.interval}
          onChange={(interval) => set({ interval })}
          options={INTERVALS.map((value) => ({ value, label: t(`intervals.${value}`) }))}
        />
        {found.data && (
          <Typography.Text type="secondary">
            {t('competitors.range', { start: found.data.start, end: found.data.end, count: found.data.serps })}
            <SandboxTag sandbox={found.data.sandbox} />
          </Typography.Text>
        )}
      </div>
      <Table<SerpCompetitor>
        rowKey="domain"
        size="middle"
        columns={columns}
        dataSource={found.data?.data ?? []}
        loading={found.isFetching}
        pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
        rowClassName={(row) => (row.is_project ? styles.ownRow : '')}
        locale={{ emptyText: found.isError ? failureText(found.error, t('loadFailed')) : t('competitors.empty') }}
      />
    </div>
  )
}

/**
 * `/projects/serp-analysis` and `/keyword-planning/serp-competitors`: who holds a project's SERPs —
 * the ranking trend of the top domains per keyword (up to 10 keywords compared) and the domains
 * competing over 1, 3, 7 days or a month.
 */
export function SerpAnalysisScreen({ defaultView }: { defaultView: SerpView }) {
  const { t } = useTranslation('serp')
  const [params, setParams] = useSearchParams()
  const sites = useAllSites()
  const parsed = parseSerpState(params, defaultView)
  const site = sites.data?.find((found) => found.id === parsed.site) ?? sites.data?.[0]
  const state: SerpState = { ...parsed, site: site?.id ?? null }
  const set = (patch: Partial<SerpState>) => setParams(serpSearch({ ...state, ...patch }, defaultView), { replace: true })

  return (
    <div>
      <PageHeader
        title={t(defaultView === 'trend' ? 'titles.analysis' : 'titles.competitors')}
        subtitle={t('subtitle')}
        extra={
          <ProjectSelect
            sites={sites}
            value={site?.id}
            label={t('project')}
            onChange={(id) => setParams(serpSearch({ ...state, site: id, keywords: [] }, defaultView), { replace: true })}
          />
        }
      />
      <Card>
        <ProjectsGate
          sites={sites}
          site={site}
          texts={{ loadFailed: t('loadFailed'), noProjects: t('noProjects'), createProject: t('createProject') }}
        >
          {(found) => (
            <Tabs
              activeKey={state.view}
              onChange={(view) => set({ view: view as SerpView })}
              items={[
                { key: 'trend', label: t('tabs.trend'), children: <TrendView state={state} domain={found.domain} set={set} /> },
                { key: 'competitors', label: t('tabs.competitors'), children: <CompetitorsView state={state} set={set} /> },
              ]}
            />
          )}
        </ProjectsGate>
      </Card>
    </div>
  )
}

export const SerpAnalysisPage = () => <SerpAnalysisScreen defaultView="trend" />
export const SerpCompetitorsPage = () => <SerpAnalysisScreen defaultView="competitors" />
