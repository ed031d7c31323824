import { SearchOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Collapse, Empty, Form, Input, Progress, Space, Typography } from 'antd'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { failureText } from '@/lib/failure-text'
import { pageCheckRunning, usePageCheck, useStartPageCheck } from '../api/queries'
import type { PageCheckJob, PageCheckReport } from '@/types/site-audit'
import { urlText } from '../utils/format'
import { findingCounts, groupByCategory, normalizePageUrl } from '../utils/page-report'
import { bySeverity } from '@/lib/severity'
import { EvidenceList } from './evidence'
import { IssueHead } from './issue-list'
import styles from './site-audit.module.css'
import { HealthGauge, SeverityTally } from './summary'

function Report({ report }: { report: PageCheckReport }) {
  const { t, i18n } = useTranslation('audit')
  const groups = groupByCategory(report.findings, i18n.language)
  return (
    <Card
      data-testid="page-report"
      title={
        <Space wrap>
          <Typography.Link href={report.url} target="_blank" rel="noopener noreferrer">
            {urlText(report.url)}
          </Typography.Link>
          {report.status_code !== null && <Typography.Text type="secondary">HTTP {report.status_code}</Typography.Text>}
          {report.final_url && report.final_url !== report.url && (
            <Typography.Text type="secondary">→ {urlText(report.final_url)}</Typography.Text>
          )}
        </Space>
      }
      extra={<SeverityTally counts={report.counts} />}
    >
      {report.score !== null && (
        <div className={styles.toolbar}>
          <HealthGauge score={report.score} size={140} label={t('tool.score')} />
        </div>
      )}
      {groups.length === 0 ? (
        <Empty description={t('tool.none')} />
      ) : (
        <>
          <Typography.Paragraph data-testid="page-report-count">{t('tool.found', { count: report.findings.length })}</Typography.Paragraph>
          <Collapse
            defaultActiveKey={groups.map((group) => group.category)}
            items={groups.map((group) => ({
              key: group.category,
              label: <strong>{group.title}</strong>,
              extra: <SeverityTally counts={findingCounts(group.findings)} />,
              children: (
                <Collapse
                  size="small"
                  items={bySeverity(group.findings).map((finding) => ({
                    key: finding.check,
                    label: <IssueHead severity={finding.severity} title={finding.title} />,
                    children: (
                      <>
                        <Typography.Paragraph>{finding.description}</Typography.Paragraph>
                        <Typography.Paragraph>
                          <Typography.Text strong>{t('report.fix')}</Typography.Text> {finding.fix}
                        </Typography.Paragraph>
                        {finding.items.map((item, index) => (
                          <div key={index} className={styles.issueText}>
                            <EvidenceList evidence={item.evidence} url={item.url ?? report.url} />
                          </div>
                        ))}
                      </>
                    ),
                  }))}
                />
              ),
            }))}
          />
        </>
      )}
    </Card>
  )
}

/** A check on its way: queued for one of the server's checker slots, then running. */
function CheckProgress({ job }: { job: PageCheckJob | undefined }) {
  const { t } = useTranslation('audit')
  const queued = job?.state !== 'running'
  return (
    <Card data-testid="page-check-progress" data-state={job?.state ?? 'queued'} style={{ marginBottom: 16 }}>
      <Space align="center" size={16}>
        <Progress type="circle" size={56} percent={job?.progress ?? 0} status="active" />
        <div>
          <Typography.Text strong>{t(queued ? 'tool.queued' : 'tool.checking')}</Typography.Text>
          {queued && <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('tool.queuedHint')}</Typography.Paragraph>}
        </div>
      </Space>
    </Card>
  )
}

/**
 * `/tool/checker`: the page-issue checker, one URL checked by the server's worker, its findings grouped
 * by category. The check's id is kept in the address (`?job=`), so a reload or the notification at its
 * end opens it again.
 */
export function PageCheckerScreen() {
  const { t } = useTranslation('audit')
  const [form] = Form.useForm<{ url: string }>()
  const [params, setParams] = useSearchParams()
  const jobId = params.get('job')
  const start = useStartPageCheck()
  const check = usePageCheck(jobId)
  const job = jobId === null ? undefined : check.data
  const running = start.isPending || pageCheckRunning(job)
  const submit = ({ url }: { url: string }) =>
    start.mutate(normalizePageUrl(url)!, { onSuccess: (started) => setParams({ job: started.id }) })

  useEffect(() => {
    if (job?.url && !form.getFieldValue('url')) form.setFieldsValue({ url: job.url })
  }, [form, job?.url])

  const failure = start.error ?? (jobId !== null ? check.error : null)
  return (
    <>
      <PageHeader title={t('tool.title')} subtitle={t('tool.subtitle')} />
      <Card style={{ marginBottom: 16 }}>
        <Form form={form} layout="inline" onFinish={submit} style={{ rowGap: 8 }}>
          <Form.Item
            name="url"
            style={{ flex: '1 1 360px' }}
            rules={[
              {
                validator: (_, value: string | undefined) =>
                  normalizePageUrl(value ?? '') ? Promise.resolve() : Promise.reject(new Error(t('tool.invalidUrl'))),
              },
            ]}
          >
            <Input placeholder={t('tool.placeholder')} aria-label={t('tool.url')} data-testid="checker-url" allowClear />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={running} data-testid="checker-submit">
              {t('tool.submit')}
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {running && <CheckProgress job={start.isPending ? undefined : job} />}
      {failure && !start.isPending && (
        <Alert type="error" showIcon message={failureText(failure, t('errors.checkFailed'))} style={{ marginBottom: 16 }} />
      )}
      {!start.isPending && job?.state === 'failed' && (
        <Alert
          type="error"
          showIcon
          data-testid="page-check-failed"
          message={job.error ?? t('errors.checkFailed')}
          style={{ marginBottom: 16 }}
        />
      )}
      {!start.isPending && job?.state === 'done' && job.result && <Report report={job.result} />}
    </>
  )
}
