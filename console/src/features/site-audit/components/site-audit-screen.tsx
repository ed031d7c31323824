import { ArrowLeftOutlined, FileSearchOutlined, UnorderedListOutlined } from '@ant-design/icons'
import { Card, Col, Row, Segmented, Select, Skeleton, Space, Typography } from 'antd'
import dayjs from 'dayjs'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom'
import { PdfDownload } from '@/components/pdf-download'
import { StatusPage } from '@/components/status-page'
import { SiteGate } from '@/components/site-gate'
import type { Site } from '@/types/projects'
import { failureText } from '@/lib/failure-text'
import { useCheckHistory, useIssues, useSiteCheck } from '../api/queries'
import type { Severity, SiteCheck } from '@/types/site-audit'
import { isRunning } from '../utils/format'
import { itemPath, overviewBase, PAGES_ITEM, REPORT_ITEM } from '../utils/paths'
import { auditSearch, parseAuditQuery } from '../utils/query-state'
import { bySeverity, SEVERITIES } from '@/lib/severity'
import { AuditArea } from './audit-area'
import { CheckStates, StartCheckButton } from './check-states'
import { CsvButton, IssueList } from './issue-list'
import styles from './site-audit.module.css'
import { CategoryChart, CategoryGrid, ComparisonFigures, HealthGauge, SeverityCards, SummaryCard } from './summary'

// the problem pages' grid (AG Grid) is fetched when that item is opened, not with the overview
const PagesList = lazy(() => import('./pages-list').then((m) => ({ default: m.PagesList })))

const when = (value: string | null) => (value ? dayjs(value).format('YYYY/MM/DD HH:mm') : '—')

/** The site's crawls to pick from (an older one is kept in the URL as ?check=). */
function CheckPicker({ siteId, current }: { siteId: number; current: SiteCheck }) {
  const { t } = useTranslation('audit')
  const [params, setParams] = useSearchParams()
  const history = useCheckHistory(siteId)
  const checks = history.data ?? [current]
  if (checks.length < 2) return null
  const latestId = checks[0]?.id
  return (
    <Select
      value={current.id}
      style={{ minWidth: 220 }}
      data-testid="check-picker"
      onChange={(id: number) => setParams(auditSearch(params, { check: id === latestId ? null : id }), { replace: true })}
      options={checks.map((check) => ({
        value: check.id,
        label: t('history.option', {
          date: when(check.created_at),
          health: check.health_score ?? '—',
        }),
      }))}
    />
  )
}

function Overview({ check, base }: { check: SiteCheck; base: string }) {
  const { t } = useTranslation('audit')
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={8}>
        <SummaryCard title={t('overview.health')} testId="health-card">
          <HealthGauge score={check.health_score} />
          <div className={styles.footnote} style={{ textAlign: 'center' }}>
            {t('overview.pages', { count: check.pages_crawled })} · {when(check.finished_at)}
          </div>
        </SummaryCard>
      </Col>
      <Col xs={24} lg={16}>
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <SummaryCard title={t('overview.severities')} testId="severity-card">
            <SeverityCards counts={check.counts} issues={check.issues} />
          </SummaryCard>
          <SummaryCard title={t('comparison.title')} testId="comparison-card">
            <ComparisonFigures comparison={check.comparison} />
          </SummaryCard>
        </Space>
      </Col>
      <Col span={24}>
        <SummaryCard
          title={t('overview.categories')}
          extra={
            <Space size={16}>
              <Link to={itemPath(base, PAGES_ITEM)} data-testid="problem-pages">
                <FileSearchOutlined /> {t('pages.title')}
              </Link>
              <Link to={itemPath(base, REPORT_ITEM)} data-testid="all-issues">
                <UnorderedListOutlined /> {t('actions.viewAll')}
              </Link>
            </Space>
          }
        >
          <CategoryGrid categories={check.categories} linkTo={(category) => itemPath(base, category)} />
        </SummaryCard>
      </Col>
      <Col span={24}>
        <SummaryCard title={t('overview.chart')}>
          <CategoryChart categories={check.categories} />
        </SummaryCard>
      </Col>
    </Row>
  )
}

/** An item's title with the way back to the overview (of the same check). */
function ItemTitle({ base, title }: { base: string; title: string }) {
  const { t } = useTranslation('audit')
  const [params] = useSearchParams()
  const check = params.get('check')
  return (
    <Space>
      <Link to={`${base}${check ? `?check=${check}` : ''}`} aria-label={t('actions.back')}>
        <ArrowLeftOutlined />
      </Link>
      <span data-testid="issues-title">{title}</span>
    </Space>
  )
}

/** Every issue of the check (`report`) or of one category, filtered by severity. */
function Issues({ check, base, item }: { check: SiteCheck; base: string; item: string }) {
  const { t } = useTranslation('audit')
  const [params, setParams] = useSearchParams()
  const { severity } = parseAuditQuery(params)
  const category = item === REPORT_ITEM ? null : check.categories.find((entry) => entry.category === item)
  const issues = useIssues(category === undefined ? null : check.id, { category: category?.category, severity })
  if (category === undefined) return <StatusPage status={404} />
  return (
    <Card
      title={<ItemTitle base={base} title={category ? category.title : t('report.title')} />}
      extra={
        <Segmented
          value={severity ?? 'all'}
          data-testid="severity-filter"
          onChange={(value) =>
            setParams(auditSearch(params, { severity: value === 'all' ? null : (value as Severity) }), { replace: true })
          }
          options={[
            { value: 'all', label: t('severity.all') },
            ...SEVERITIES.map((value) => ({ value, label: t(`severity.${value}`) })),
          ]}
        />
      }
    >
      {issues.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : issues.isError ? (
        <Typography.Text type="danger">{failureText(issues.error, t('errors.loadFailed'))}</Typography.Text>
      ) : (
        <IssueList
          checkId={check.id}
          siteUrl={check.url}
          issues={bySeverity(issues.data?.data ?? [])}
          // the checks passed are shown with the whole list, not under a severity filter
          passed={severity ? [] : (issues.data?.passed ?? [])}
        />
      )}
    </Card>
  )
}

function SiteAudit({ site }: { site: Site }) {
  const { t } = useTranslation('audit')
  const { pathname } = useLocation()
  const params = useParams()
  const [search] = useSearchParams()
  const { check: checkId } = parseAuditQuery(search)
  const query = useSiteCheck(site.id, checkId)
  const item = params.category ?? params.item
  const base = overviewBase(pathname, site.id)
  const check = query.data

  const extra = (
    <>
      {check && !isRunning(check.state) && <CheckPicker siteId={site.id} current={check} />}
      {check?.state === 'completed' && (
        <PdfDownload path={`/site_checks/${check.id}/report.pdf`} fileName={`site-check-${check.id}.pdf`} />
      )}
      {check?.state === 'completed' && <CsvButton checkId={check.id} label={t('actions.csv')} />}
      {check && !isRunning(check.state) && <StartCheckButton siteId={site.id} again />}
    </>
  )
  return (
    <AuditArea site={site} extra={extra}>
      <CheckStates siteId={site.id} query={query}>
        {(completed) => (
          <>
            <Typography.Paragraph type="secondary" data-testid="check-meta">
              {t('overview.meta', {
                url: completed.url,
                date: when(completed.finished_at),
                count: completed.pages_crawled,
              })}
            </Typography.Paragraph>
            {item === PAGES_ITEM ? (
              <Card title={<ItemTitle base={base} title={t('pages.title')} />}>
                <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                  <PagesList checkId={completed.id} siteUrl={completed.url} />
                </Suspense>
              </Card>
            ) : item ? (
              <Issues check={completed} base={base} item={item} />
            ) : (
              <Overview check={completed} base={base} />
            )}
          </>
        )}
      </CheckStates>
    </AuditArea>
  )
}

/**
 * `/seo-checker/:id`, `/seo-checker/:id/:category` (`report`: every issue, `pages`: the problem pages) and the project's
 * `/projects/:id/site-audit/overview[/:item]`: one screen, the site's latest check (or ?check=).
 */
export function SiteAuditScreen() {
  return <SiteGate>{(site) => <SiteAudit site={site} />}</SiteGate>
}
