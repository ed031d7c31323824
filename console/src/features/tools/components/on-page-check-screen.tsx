import { DownloadOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Col, Descriptions, Form, Input, Row, Spin, Table, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { useToolLimits } from '@/lib/constants'
import { splitLines } from '../utils/lines'
import { PLACES, type Placement, exportOnPageCheck, useOnPageCheck, useStartOnPageCheck } from '../api/tools'
import { requestError, serverFieldError } from './shared'

/** `/tool/keyword-on-page-check`: where and how often each keyword appears on one page. */
export function OnPageCheckScreen() {
  const { t } = useTranslation('tools')
  // the server's limit (GET /constants); until it has answered, the server alone checks
  const maxKeywords = useToolLimits()?.on_page_max_keywords ?? Infinity
  const { message } = App.useApp()
  const [url, setUrl] = useState('')
  const [keywords, setKeywords] = useState('')
  // ?job= opens an earlier check (the operation history links here)
  const [params] = useSearchParams()
  const [jobId, setJobId] = useState<number | null>(() => Number(params.get('job')) || null)
  const start = useStartOnPageCheck()
  const job = useOnPageCheck(jobId)
  const count = splitLines(keywords).length
  const tooMany = count > maxKeywords
  const keywordError = tooMany ? t('errors:tools.keywords_limit', { max: maxKeywords }) : serverFieldError(start.error, 'keywords')
  const urlError = serverFieldError(start.error, 'url')
  const answer = jobId !== null ? (job.data ?? start.data) : start.data
  const running = start.isPending || answer?.status === 'in_progress'
  const result = answer?.result

  const submit = () => {
    if (tooMany || !url.trim() || count === 0) return
    setJobId(null)
    start.mutate({ url, keywords }, { onSuccess: (next) => setJobId(next.id) })
  }
  const download = async () => {
    if (!answer) return
    try {
      await exportOnPageCheck(answer.id)
    } catch (error) {
      void message.error(error instanceof Error ? error.message : t('onPage.exportFailed'))
    }
  }

  const columns = [
    { key: 'keyword', title: t('onPage.columns.keyword'), dataIndex: 'keyword' },
    ...PLACES.map((place) => ({
      key: place,
      title: t(`onPage.places.${place}`),
      align: 'right' as const,
      render: (_: unknown, row: Placement) =>
        row.counts[place] > 0 ? <strong>{row.counts[place]}</strong> : <Typography.Text type="secondary">0</Typography.Text>,
    })),
    {
      key: 'density',
      title: t('onPage.columns.density'),
      align: 'right' as const,
      render: (_: unknown, row: Placement) => `${row.density.toFixed(2)}%`,
    },
  ]

  return (
    <>
      <PageHeader title={t('onPage.title')} subtitle={t('onPage.subtitle', { max: maxKeywords })} />
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={8}>
          <Card>
            <Form layout="vertical" onFinish={submit}>
              <Form.Item label={t('onPage.url')} validateStatus={urlError ? 'error' : undefined} help={urlError}>
                <Input value={url} inputMode="url" aria-label={t('onPage.url')} placeholder="https://www.example.com.tw/page"
                  onChange={(event) => setUrl(event.target.value)} />
              </Form.Item>
              <Form.Item
                label={t('onPage.keywords')}
                validateStatus={keywordError ? 'error' : undefined}
                help={keywordError ?? t('onPage.keywordsHelp', { count, max: maxKeywords })}
              >
                <Input.TextArea value={keywords} rows={8} aria-label={t('onPage.keywords')} placeholder={t('onPage.keywordsPlaceholder')}
                  onChange={(event) => setKeywords(event.target.value)} />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={running} disabled={!url.trim() || count === 0 || tooMany}>
                {t('onPage.submit')}
              </Button>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={16}>
          <Card
            title={t('result')}
            extra={
              answer?.status === 'completed' && (
                <Button icon={<DownloadOutlined />} onClick={download} data-testid="on-page-export">
                  {t('onPage.export')}
                </Button>
              )
            }
          >
            {requestError(start.error) && <Alert type="error" showIcon message={requestError(start.error)} />}
            {answer?.status === 'failed' && <Alert type="error" showIcon message={answer.error ?? t('onPage.failed')} data-testid="on-page-error" />}
            {running && <Spin tip={t('onPage.running')}><div style={{ minHeight: 80 }} /></Spin>}
            {result && (
              <>
                <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
                  <Descriptions.Item label={t('onPage.url')}>
                    <Typography.Link href={result.final_url} target="_blank" rel="noopener noreferrer">{result.final_url}</Typography.Link>
                  </Descriptions.Item>
                  <Descriptions.Item label={t('onPage.places.title')}>{result.title || '—'}</Descriptions.Item>
                  <Descriptions.Item label={t('onPage.places.description')}>{result.description || '—'}</Descriptions.Item>
                  <Descriptions.Item label={t('onPage.bodyWords')}>{result.body_words.toLocaleString()}</Descriptions.Item>
                </Descriptions>
                <Table data-testid="on-page-results" rowKey="keyword" size="small" columns={columns} dataSource={result.keywords}
                  pagination={false} scroll={{ x: 'max-content' }} />
                <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>{t('onPage.densityHint')}</Typography.Paragraph>
              </>
            )}
            {!answer && !running && !requestError(start.error) && <Alert type="info" message={t('onPage.empty')} />}
          </Card>
        </Col>
      </Row>
    </>
  )
}
