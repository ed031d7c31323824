import { Alert, Button, Card, Col, Empty, Form, Input, Progress, Row, Segmented, Select, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { SandboxTag } from '@/components/sandbox-tag'
import { CountrySelect } from '@/components/country-select'
import { PageHeader } from '@/components/page-header'
import { PlanRefusal } from '@/components/plan-refusal'
import type { Device, Engine } from '@/types/rankings'
import { shortUrl } from '@/lib/rank-format'
import { ApiError } from '@/lib/api-client'
import { useConstants } from '@/lib/constants'
import { failureText } from '@/lib/failure-text'
import { isPlanRefusal } from '@/lib/plan-refusal'
import { type RankCheckRow, useRankCheckJob, useStartRankCheck } from '../api/rank-check'
import { MAX_RANK_CHECK_KEYWORDS, rankCheckIssues } from '../utils/rank-check-form'
import { sourceText } from '../utils/rank-check-source'
import styles from './rank-check.module.css'

const ENGINES: Engine[] = ['google', 'yahoo_tw', 'yahoo_jp']

/** `/tool/rank-check`: where any domain ranks for up to 10 keywords right now. */
export function RankCheckScreen() {
  const { t } = useTranslation('serp')
  const { data: constants } = useConstants()
  const [keywords, setKeywords] = useState('')
  const [domain, setDomain] = useState('')
  const [engine, setEngine] = useState<Engine>('google')
  const [country, setCountry] = useState('TW')
  const [device, setDevice] = useState<Device>('desktop')
  const [attempted, setAttempted] = useState(false)
  // ?job= opens an earlier check's result (the operation history links here)
  const [params] = useSearchParams()
  const [jobId, setJobId] = useState<number | null>(() => Number(params.get('job')) || null)
  const start = useStartRankCheck()
  const job = useRankCheckJob(jobId)

  const { keywords: list, issues } = rankCheckIssues(keywords, domain)
  const serverFields = start.error instanceof ApiError ? start.error.fields : []
  const errorOf = (field: 'keywords' | 'domain' | 'engine' | 'country') => {
    const local = issues.find((issue) => issue.field === field)
    // the limit shows while typing; "required" once a check was asked for
    if (local && (attempted || local.code !== 'validation.required')) return t(`errors:${local.code}`, local.params)
    return serverFields.find((found) => found.field === field)?.message
  }

  const submit = () => {
    setAttempted(true)
    if (issues.length) return
    setJobId(null)
    start.mutate(
      { keywords: list, domain: domain.trim(), engine, country, device },
      { onSuccess: (answer) => answer.operation.status === 'in_progress' && setJobId(answer.operation.id) },
    )
  }

  const answer = jobId !== null ? (job.data ?? start.data) : start.data
  const running = start.isPending || answer?.operation.status === 'in_progress'
  const refusal = start.error instanceof ApiError && isPlanRefusal(start.error.status, start.error.code) ? start.error : null

  const columns = [
    { key: 'keyword', title: t('rankCheck.columns.keyword'), dataIndex: 'keyword' },
    {
      key: 'position',
      title: t('rankCheck.columns.position'),
      width: 120,
      render: (_: unknown, row: RankCheckRow) =>
        row.state === 'failed' ? <Tag color="red">{t('rankCheck.failed')}</Tag> : <strong>{row.label ?? '—'}</strong>,
    },
    {
      key: 'url',
      title: t('rankCheck.columns.url'),
      ellipsis: true,
      render: (_: unknown, row: RankCheckRow) =>
        row.url ? (
          <Typography.Link href={row.url} target="_blank" rel="noopener noreferrer">
            {shortUrl(row.url)}
          </Typography.Link>
        ) : row.state === 'failed' ? (
          <Typography.Text type="secondary">{row.error ?? t('rankCheck.failedHint')}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('rankCheck.notFound')}</Typography.Text>
        ),
    },
    {
      key: 'source',
      title: t('rankCheck.columns.source'),
      width: 140,
      render: (_: unknown, row: RankCheckRow) => (row.sandbox ? <SandboxTag sandbox /> : sourceText(row)),
    },
  ]

  return (
    <div>
      <PageHeader title={t('rankCheck.title')} subtitle={t('rankCheck.subtitle', { max: MAX_RANK_CHECK_KEYWORDS })} />
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={9}>
          <Card>
            <Form layout="vertical" requiredMark={false} onFinish={submit}>
              <Form.Item
                label={t('rankCheck.keywords')}
                validateStatus={errorOf('keywords') ? 'error' : undefined}
                help={errorOf('keywords') ?? t('rankCheck.keywordsHelp', { count: list.length, max: MAX_RANK_CHECK_KEYWORDS })}
              >
                <Input.TextArea
                  value={keywords}
                  rows={8}
                  aria-label={t('rankCheck.keywords')}
                  placeholder={t('rankCheck.keywordsPlaceholder')}
                  onChange={(event) => setKeywords(event.target.value)}
                />
              </Form.Item>
              <Form.Item label={t('rankCheck.domain')} validateStatus={errorOf('domain') ? 'error' : undefined} help={errorOf('domain')}>
                <Input
                  value={domain}
                  inputMode="url"
                  aria-label={t('rankCheck.domain')}
                  placeholder="example.com.tw"
                  onChange={(event) => setDomain(event.target.value)}
                />
              </Form.Item>
              <Row gutter={12}>
                <Col span={12}>
                  <Form.Item label={t('rankCheck.engine')} validateStatus={errorOf('engine') ? 'error' : undefined} help={errorOf('engine')}>
                    <Select
                      value={engine}
                      onChange={setEngine}
                      options={ENGINES.map((value) => ({ value, label: t(`engines.${value}`) }))}
                    />
                  </Form.Item>
                </Col>
                <Col span={12}>
                  <Form.Item label={t('rankCheck.country')} validateStatus={errorOf('country') ? 'error' : undefined} help={errorOf('country')}>
                    <CountrySelect countries={constants?.countries ?? []} value={country} onChange={setCountry} />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item label={t('rankCheck.device')}>
                <Segmented<Device>
                  value={device}
                  onChange={setDevice}
                  options={[
                    { value: 'desktop', label: t('devices.desktop') },
                    { value: 'mobile', label: t('devices.mobile') },
                  ]}
                />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={running}>
                {t('rankCheck.submit')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card title={t('rankCheck.results')}>
            {refusal ? (
              <PlanRefusal message={refusal.message} hint={t('rankCheck.planHint')} />
            ) : start.isError && !serverFields.length ? (
              <Alert type="error" showIcon title={failureText(start.error, t('rankCheck.failedAll'))} />
            ) : running ? (
              <div className={styles.progress}>
                <Progress type="circle" percent={answer?.operation.progress ?? 0} strokeColor="#00b1c8" />
                <Typography.Paragraph type="secondary">{t('rankCheck.running')}</Typography.Paragraph>
              </div>
            ) : answer?.operation.status === 'failed' ? (
              <Alert type="error" showIcon title={t('rankCheck.failedAll')} />
            ) : answer?.results ? (
              <Table<RankCheckRow>
                rowKey="keyword"
                size="middle"
                columns={columns}
                dataSource={answer.results}
                pagination={false}
                data-testid="rank-check-results"
              />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rankCheck.empty')} />
            )}
          </Card>
        </Col>
      </Row>
    </div>
  )
}
