import { Result, Spin, Tag } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Logo } from '@/components/logo'
import { failureText } from '@/lib/failure-text'
import { usePrintReady } from '@/lib/print-ready'
import { useCheck, useIssues } from '../api/queries'
import type { Issue, SiteCheck } from '@/types/site-audit'
import { urlText } from '../utils/format'
import { bySeverity, SEVERITY_TAGS } from '@/lib/severity'
import styles from './site-audit.module.css'
import { CategoryChart, CategoryGrid, ComparisonFigures, HealthGauge, SeverityCards } from './summary'

/** The A4 content width of the Pdf layout (210 mm less 2 × 12 mm) in CSS pixels. */
const CONTENT_WIDTH = 700

function Report({ check, issues }: { check: SiteCheck; issues: Issue[] }) {
  const { t } = useTranslation('audit')
  return (
    <div className={styles.pdf}>
      <header className={styles.pdfHeader}>
        <div>
          <Logo size={26} />
          <h1 style={{ margin: '8px 0 0', fontSize: 22 }}>{t('pdf.title')}</h1>
          <div data-testid="pdf-url">{urlText(check.url)}</div>
        </div>
        <div className={styles.footnote} style={{ textAlign: 'right' }}>
          {t('pdf.checkedAt', { date: dayjs(check.finished_at ?? check.created_at).format('YYYY/MM/DD HH:mm') })}
          <br />
          {t('overview.pages', { count: check.pages_crawled })}
        </div>
      </header>
      <section className={styles.pdfSection} style={{ display: 'flex', gap: 24, alignItems: 'center' }}>
        <HealthGauge score={check.health_score} size={180} />
        <div style={{ flex: 1 }}>
          <h2>{t('overview.severities')}</h2>
          <SeverityCards counts={check.counts} issues={check.issues} />
          <h2 style={{ marginTop: 16 }}>{t('comparison.title')}</h2>
          <ComparisonFigures comparison={check.comparison} />
        </div>
      </section>
      <section className={styles.pdfSection}>
        <h2>{t('overview.categories')}</h2>
        <CategoryGrid categories={check.categories} />
      </section>
      <section className={styles.pdfSection}>
        <h2>{t('overview.chart')}</h2>
        <CategoryChart categories={check.categories} width={CONTENT_WIDTH} />
      </section>
      <section>
        <h2 style={{ fontSize: 16 }}>{t('report.title')}</h2>
        {issues.length === 0 ? (
          <p>{t('report.empty')}</p>
        ) : (
          <table className={styles.pdfIssues} data-testid="pdf-issues">
            <thead>
              <tr>
                <th>{t('pdf.severity')}</th>
                <th>{t('pdf.issue')}</th>
                <th>{t('pdf.urls')}</th>
              </tr>
            </thead>
            <tbody>
              {issues.map((issue) => (
                <tr key={issue.check}>
                  <td>
                    <Tag color={SEVERITY_TAGS[issue.severity]}>{t(`severity.${issue.severity}`)}</Tag>
                  </td>
                  <td>{issue.title}</td>
                  <td>{issue.urls}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}

/**
 * `/pdfReport?site_check_id=N` in the Pdf layout: the overview, categories and charts of a check, as
 * the server's Chromium prints it to PDF. Once the data is in and the charts are drawn the root says
 * `data-pdf-ready="true"` (usePrintReady), which the PDF endpoint waits for; a failure says
 * `data-pdf-error="true"`.
 */
export function PdfReportScreen() {
  const { t } = useTranslation('audit')
  const [params] = useSearchParams()
  const raw = Number(params.get('site_check_id'))
  const checkId = Number.isInteger(raw) && raw > 0 ? raw : null
  const check = useCheck(checkId)
  const issues = useIssues(checkId, {})
  const loaded = check.data !== undefined && issues.data !== undefined
  const failed = checkId === null || check.isError || issues.isError
  const ready = usePrintReady(loaded)

  return (
    <div data-testid="pdf-report" data-pdf-ready={ready ? 'true' : undefined} data-pdf-error={failed ? 'true' : undefined}>
      {failed ? (
        <Result
          status="warning"
          title={t('common:errors.pdfFailed')}
          subTitle={checkId === null ? undefined : failureText(check.error ?? issues.error, '')}
        />
      ) : loaded ? (
        <Report check={check.data} issues={bySeverity(issues.data.data)} />
      ) : (
        <Spin style={{ display: 'block', margin: '80px auto' }} />
      )}
    </div>
  )
}
