import { CheckCircleOutlined, DownloadOutlined } from '@ant-design/icons'
import { App, Button, Collapse, Empty, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { failureText } from '@/lib/failure-text'
import { downloadCheckCsv, URLS_PER_PAGE, useIssueUrls } from '../api/queries'
import type { Issue, IssueUrl, PassedCheck } from '@/types/site-audit'
import { pathText, urlText } from '../utils/format'
import { SEVERITY_TAGS } from '@/lib/severity'
import { EvidenceList } from './evidence'
import styles from './site-audit.module.css'

/** The CSV of one issue's URLs (or of every page without `check`), with SPEC's failure text. */
export function CsvButton({ checkId, check, label }: { checkId: number; check?: string; label: string }) {
  const { t } = useTranslation('audit')
  const { message } = App.useApp()
  const [busy, setBusy] = useState(false)
  const download = () => {
    setBusy(true)
    downloadCheckCsv(checkId, check)
      .catch((error: unknown) => message.error(failureText(error, t('errors.csvFailed'))))
      .finally(() => setBusy(false))
  }
  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={download} data-testid={check ? `csv-${check}` : 'csv-all'}>
      {label}
    </Button>
  )
}

/** The affected URLs of one issue with what was seen there, a page at a time. */
function IssueUrls({ checkId, issue, siteUrl }: { checkId: number; issue: Issue; siteUrl: string }) {
  const { t } = useTranslation('audit')
  const [page, setPage] = useState(1)
  const urls = useIssueUrls(checkId, issue.check, page)
  return (
    <div data-testid={`issue-urls-${issue.check}`}>
      <div className={styles.issueText}>
        <Typography.Paragraph>{issue.description}</Typography.Paragraph>
        <Typography.Paragraph>
          <Typography.Text strong>{t('report.fix')}</Typography.Text> {issue.fix}
        </Typography.Paragraph>
        <CsvButton checkId={checkId} check={issue.check} label={t('actions.csvIssue')} />
      </div>
      <Table<IssueUrl>
        size="small"
        rowKey={(row, index) => `${row.url}#${index}`}
        loading={urls.isFetching}
        dataSource={urls.data?.data ?? []}
        locale={{ emptyText: urls.isError ? failureText(urls.error, t('errors.loadFailed')) : t('urls.empty') }}
        pagination={{
          current: page,
          pageSize: URLS_PER_PAGE,
          total: urls.data?.meta.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
          showTotal: (total, [from, to]) => t('urls.range', { from, to, total }),
        }}
        columns={[
          {
            key: 'url',
            title: t('urls.url'),
            width: '45%',
            render: (_, row) => (
              <Typography.Link href={row.url} target="_blank" rel="noopener noreferrer" className={styles.url}
                title={urlText(row.url)} data-testid="url-cell">
                {pathText(row.url, siteUrl)}
              </Typography.Link>
            ),
          },
          { key: 'evidence', title: t('urls.evidence'), render: (_, row) => <EvidenceList evidence={row.evidence} url={row.url} /> },
        ]}
      />
    </div>
  )
}

/** A severity tag, an issue's title and its URL count. */
export function IssueHead({ severity, title, count }: { severity: Issue['severity']; title: string; count?: number }) {
  const { t } = useTranslation('audit')
  return (
    <span className={styles.issueHead}>
      <Tag color={SEVERITY_TAGS[severity]}>{t(`severity.${severity}`)}</Tag>
      <span className={styles.issueTitle}>{title}</span>
      {count !== undefined && <span className={styles.issueUrls}>{t('report.urls', { count })}</span>}
    </span>
  )
}

/** Issues of a check, each opening to its URLs (fetched when opened); the checks passed below. */
export function IssueList({
  checkId,
  siteUrl,
  issues,
  passed,
}: {
  checkId: number
  siteUrl: string
  issues: Issue[]
  passed: PassedCheck[]
}) {
  const { t } = useTranslation('audit')
  return (
    <>
      {issues.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('report.empty')} />
      ) : (
        <Collapse
          data-testid="issue-list"
          items={issues.map((issue) => ({
            key: issue.check,
            label: <IssueHead severity={issue.severity} title={issue.title} count={issue.urls} />,
            children: <IssueUrls checkId={checkId} issue={issue} siteUrl={siteUrl} />,
          }))}
        />
      )}
      {passed.length > 0 && (
        <Collapse
          ghost
          style={{ marginTop: 16 }}
          items={[
            {
              key: 'passed',
              label: t('report.passed', { count: passed.length }),
              children: (
                <ul className={styles.sources} data-testid="passed-checks">
                  {passed.map((check) => (
                    <li key={check.check}>
                      <CheckCircleOutlined style={{ color: '#16a34a' }} /> {check.title}
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
    </>
  )
}
