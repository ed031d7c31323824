import { ArrowLeftOutlined, CheckCircleFilled, CloseCircleFilled, ReloadOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Col, Descriptions, Empty, Result, Row, Skeleton, Space, Table, Tabs, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { StatusPage } from '@/components/status-page'
import { SiteGate } from '@/components/site-gate'
import type { Site } from '@/types/projects'
import { readableUrl } from '@/lib/rank-format'
import { ApiError } from '@/lib/api-client'
import { failureText } from '@/lib/failure-text'
import { usePageAuditActions } from '../api/mutations'
import { usePageReport } from '../api/queries'
import type { Advice, PageEvaluationReport, PageShown, ReportDuplicates } from '../types'
import { type KeywordKind, type KeywordRow, keywordRows } from '../utils/keywords'
import { adviceDetail, adviceMeasure, groupAdvice, measuredText } from '../utils/advice'
import { auditState } from '../utils/score'
import { AuditingNotice } from './auditing-notice'
import styles from './page-audit.module.css'
import { ScoreGauge, StateTag } from './score-badge'
import { SiteAuditFrame } from '@/components/site-audit-frame'

function AdviceItem({ advice }: { advice: Advice }) {
  const { t } = useTranslation('pageAudit')
  const measure = adviceMeasure(advice)
  const detail = adviceDetail(advice)
  const text = measuredText(advice)
  return (
    <li className={styles.advice} data-advice={advice.id} data-passed={advice.passed}>
      <span className={advice.passed ? styles.pass : styles.fail}>
        {advice.passed ? <CheckCircleFilled aria-label={t('advice.passed')} /> : <CloseCircleFilled aria-label={t('advice.failed')} />}
      </span>
      <div className={styles.adviceBody}>
        <div className={styles.adviceHead}>
          <Typography.Text strong>{advice.title}</Typography.Text>
          {measure && (
            <span className={styles.measure} data-testid="advice-measure">
              {t('advice.found', { value: measure.found, unit: t(`units.${measure.unit}`, { count: measure.found }) })}
              {measure.needed !== null && (
                <>
                  <span className={styles.muted}> · </span>
                  {t('advice.needed', { value: measure.needed })}
                </>
              )}
            </span>
          )}
        </div>
        {text && <div className={styles.measuredText}>「{text}」</div>}
        {!advice.passed && <div className={styles.fix}>{advice.fix}</div>}
        {detail && (
          <div className={styles.detail}>
            <span className={styles.muted}>{t(`advice.detail.${detail.kind}`)}</span>
            {detail.kind === 'counts'
              ? detail.items.map(([keyword, count]) => (
                  <Tag key={keyword}>
                    {keyword} × {count}
                  </Tag>
                ))
              : detail.items.map((item) => <Tag key={item}>{detail.kind === 'urls' || detail.kind === 'images' ? readableUrl(item) : item}</Tag>)}
          </div>
        )}
      </div>
    </li>
  )
}

function AdviceCard({ advice }: { advice: Advice[] }) {
  const { t } = useTranslation('pageAudit')
  const failed = advice.filter((item) => !item.passed).length
  return (
    <Card
      title={t('advice.title')}
      extra={<Typography.Text type="secondary">{t('advice.summary', { failed, total: advice.length })}</Typography.Text>}
      className={styles.section}
      data-testid="advice"
    >
      {groupAdvice(advice).map((group) => (
        <section key={group.key} className={styles.adviceGroup}>
          <Typography.Title level={5}>
            {t(`advice.groups.${group.key}`)}{' '}
            {group.failed > 0 ? <Tag color="error">{t('advice.toFix', { count: group.failed })}</Tag> : <Tag color="success">{t('advice.allPassed')}</Tag>}
          </Typography.Title>
          <ul className={styles.adviceList}>
            {group.items.map((item) => (
              <AdviceItem key={item.id} advice={item} />
            ))}
          </ul>
        </section>
      ))}
    </Card>
  )
}

const COUNT_PARTS = ['title', 'description', 'h1', 'h2', 'content'] as const
const KINDS: KeywordKind[] = ['target', 'suggested', 'terms']

function KeywordTable({ rows }: { rows: KeywordRow[] }) {
  const { t } = useTranslation('pageAudit')
  const count = (value: number | null) =>
    value === null ? <span className={styles.zero}>—</span> : <span className={value > 0 ? undefined : styles.zero}>{value}</span>
  return (
    <Table<KeywordRow>
      size="small"
      rowKey="keyword"
      dataSource={rows}
      pagination={rows.length > 20 ? { pageSize: 20 } : false}
      locale={{ emptyText: t('keywords.none') }}
      columns={[
        { key: 'keyword', title: t('keywords.keyword'), dataIndex: 'keyword' },
        ...COUNT_PARTS.map((part) => ({
          key: part,
          title: t(`keywords.parts.${part}`),
          width: 110,
          align: 'right' as const,
          render: (_: unknown, row: KeywordRow) => count(row[part]),
        })),
      ]}
    />
  )
}

function KeywordsCard({ report }: { report: PageEvaluationReport }) {
  const { t } = useTranslation('pageAudit')
  return (
    <Card title={t('keywords.title')} className={styles.section} data-testid="keywords">
      {report.serp?.message && <Alert className={styles.notice} type={report.serp.error ? 'warning' : 'info'} showIcon title={report.serp.message} />}
      <Tabs
        items={KINDS.map((kind) => ({
          key: kind,
          label: `${t(`keywords.kinds.${kind}`)} (${report.keywords[kind].length})`,
          children: <KeywordTable rows={keywordRows(report, kind)} />,
        }))}
      />
      {report.serp && report.serp.results.length > 0 && (
        <Typography.Text type="secondary" className={styles.footnote}>
          {t('keywords.source', { count: report.serp.results.length })}
        </Typography.Text>
      )}
    </Card>
  )
}

function DuplicatesCard({ duplicates }: { duplicates: ReportDuplicates }) {
  const { t } = useTranslation('pageAudit')
  const parts = (['title', 'description'] as const).filter((part) => duplicates[part].length > 0)
  return (
    <Card title={t('duplicates.heading')} className={styles.section} data-testid="duplicates">
      {parts.length === 0 ? (
        <Typography.Text type="secondary">{t('duplicates.none')}</Typography.Text>
      ) : (
        parts.map((part) => (
          <div key={part} className={styles.duplicates}>
            <Typography.Text strong>{t(`duplicates.parts.${part}`, { count: duplicates[part].length })}</Typography.Text>
            <ul>
              {duplicates[part].map((url) => (
                <li key={url}>
                  <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
                    {readableUrl(url)}
                  </Typography.Link>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </Card>
  )
}

function FactsCard({ facts }: { facts: PageShown }) {
  const { t } = useTranslation('pageAudit')
  const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value)
  const h1 = facts.h1 ?? []
  const h2 = facts.h2 ?? []
  return (
    <Card title={t('facts.title')} className={styles.section} data-testid="facts">
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('facts.status')}>{text(facts.status_code)}</Descriptions.Item>
        <Descriptions.Item label={t('facts.pageTitle')}>{text(facts.title)}</Descriptions.Item>
        <Descriptions.Item label={t('facts.description')}>{text(facts.description)}</Descriptions.Item>
        <Descriptions.Item label="H1">{h1.length ? h1.join(' / ') : '—'}</Descriptions.Item>
        <Descriptions.Item label="H2">{h2.length ? t('facts.h2', { count: h2.length, first: h2[0] }) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('facts.words')}>{text(facts.word_count)}</Descriptions.Item>
        <Descriptions.Item label={t('facts.images')}>
          {t('facts.imagesValue', { count: facts.images ?? 0, missing: facts.images_without_alt ?? 0 })}
        </Descriptions.Item>
        <Descriptions.Item label="og:image">{facts.og_image ? readableUrl(facts.og_image) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('facts.links')}>
          {t('facts.linksValue', { internal: facts.internal_links ?? 0, external: facts.external_links ?? 0 })}
        </Descriptions.Item>
        <Descriptions.Item label={t('facts.lang')}>{text(facts.language)}</Descriptions.Item>
        {facts.final_url && <Descriptions.Item label={t('facts.finalUrl')}>{readableUrl(facts.final_url)}</Descriptions.Item>}
      </Descriptions>
    </Card>
  )
}

function Summary({ report, site }: { report: PageEvaluationReport; site: Site }) {
  const { t } = useTranslation('pageAudit')
  const { message } = App.useApp()
  const { reAudit } = usePageAuditActions(site.id)
  const advice = report.advice
  return (
    <Card className={styles.section} data-testid="report-summary">
      <div className={styles.summary}>
        {report.score !== null && !report.auditing ? <ScoreGauge score={report.score} /> : <div className={styles.gaugePlaceholder}>—</div>}
        <div className={styles.summaryText}>
          <Typography.Title level={4} className={styles.reportTitle}>
            {report.title || readableUrl(report.url)}
          </Typography.Title>
          <Typography.Link href={report.url} target="_blank" rel="noopener noreferrer" className={styles.reportUrl}>
            {readableUrl(report.url)}
          </Typography.Link>
          <Space wrap className={styles.summaryMeta}>
            <span>
              {t('report.targetKeyword')} <Tag color="cyan">{report.target_keyword}</Tag>
            </span>
            <StateTag page={report} />
            {report.audited_at && (
              <Typography.Text type="secondary">{t('report.auditedAt', { time: dayjs(report.audited_at).format('YYYY/MM/DD HH:mm') })}</Typography.Text>
            )}
          </Space>
          {advice.length > 0 && (
            <Space size="large" className={styles.summaryCounts}>
              <span className={styles.pass}>
                <CheckCircleFilled /> {t('report.passed', { count: advice.filter((item) => item.passed).length })}
              </span>
              <span className={styles.fail}>
                <CloseCircleFilled /> {t('report.failed', { count: advice.filter((item) => !item.passed).length })}
              </span>
            </Space>
          )}
        </div>
        {site.role !== 'viewer' && (
          <Button
            icon={<ReloadOutlined />}
            loading={reAudit.isPending}
            disabled={report.auditing}
            onClick={() =>
              reAudit.mutate(report.id, {
                onSuccess: (answer) => void message.success(answer.message),
                onError: (error) => void message.error(failureText(error, t('errors:page_audit.reaudit_failed'))),
              })
            }
          >
            {t('actions.reAudit')}
          </Button>
        )}
      </div>
    </Card>
  )
}

function Report({ site, id }: { site: Site; id: number }) {
  const { t } = useTranslation('pageAudit')
  const report = usePageReport(id)
  const back = (
    <Link to={`/projects/${site.id}/site-audit/pages`}>
      <ArrowLeftOutlined /> {t('report.back')}
    </Link>
  )
  // a page of another project (or of nobody the user can see) is not found here
  if ((report.error instanceof ApiError && report.error.status === 404) || (report.data && report.data.site_id !== site.id)) {
    return <StatusPage status={404} />
  }
  let body
  if (report.isLoading) body = <Card><Skeleton active paragraph={{ rows: 8 }} /></Card>
  else if (report.isError || !report.data) {
    body = <Result status="warning" title={failureText(report.error, t('report.loadFailed'))} extra={<Button onClick={() => void report.refetch()}>{t('common:actions.retry')}</Button>} />
  } else {
    const data = report.data
    const state = auditState(data)
    body = (
      <>
        {state === 'auditing' && <AuditingNotice />}
        <Summary report={data} site={site} />
        {state === 'failed' && (
          <Card className={styles.section}>
            <Result status="warning" title={t('report.failedTitle')} subTitle={data.state_message ?? t('report.failedBody')} data-testid="report-failed" />
          </Card>
        )}
        {data.advice.length > 0 ? (
          <>
            <Row gutter={[16, 0]}>
              <Col xs={24} xl={15}>
                <AdviceCard advice={data.advice} />
              </Col>
              <Col xs={24} xl={9}>
                {data.page && <FactsCard facts={data.page} />}
                {data.duplicates && <DuplicatesCard duplicates={data.duplicates} />}
              </Col>
            </Row>
            <KeywordsCard report={data} />
          </>
        ) : (
          state === 'evaluated' && <Empty description={t('report.noResult')} />
        )}
      </>
    )
  }
  return (
    <SiteAuditFrame site={site} extra={back}>
      {body}
    </SiteAuditFrame>
  )
}

/** `/projects/:id/site-audit/pages/:page_evaluation_id`: one page's score, advice and keywords. */
export function ReportScreen() {
  const { page_evaluation_id: raw } = useParams()
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null
  if (id === null) return <StatusPage status={404} />
  return <SiteGate>{(site) => <Report site={site} id={id} />}</SiteGate>
}
