import { Alert, Button, Card, Col, Form, Input, Row, Space, Table, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CountrySelect } from '@/components/country-select'
import { PageHeader } from '@/components/page-header'
import { SandboxTag } from '@/components/sandbox-tag'
import { useConstants, useToolLimits } from '@/lib/constants'
import { type RelatedKeyword, useRelatedKeywords } from '../api/tools'
import { CopyButton, requestError, serverFieldError } from './shared'

const KIND_COLORS: Record<RelatedKeyword['kind'], string> = {
  related_search: 'cyan',
  people_also_ask: 'purple',
  frequency: 'blue',
  google_trend: 'geekblue',
}

/**
 * `/tool/related-keywords`: related searches and "People also ask" questions from the SERPs RankLens
 * has stored (every project's checks and rank checks), then the keyword research sources' ideas (the
 * keyword-ideas provider and Google Autocomplete, as the suggestions screen uses them).
 */
export function RelatedKeywordsScreen() {
  const { t } = useTranslation('tools')
  // the server's limit (GET /constants); until it has answered, the server alone checks
  const maxSeedChars = useToolLimits()?.seed_max_chars ?? Infinity
  const { data: constants } = useConstants()
  const [seed, setSeed] = useState('')
  const [country, setCountry] = useState('TW')
  const related = useRelatedKeywords()
  const tooLong = seed.trim().length > maxSeedChars
  const seedError = tooLong ? t('errors:tools.keyword_too_long', { max: maxSeedChars }) : serverFieldError(related.error, 'seed')
  const answer = related.data

  const columns = [
    {
      key: 'text',
      title: t('related.columns.keyword'),
      render: (_: unknown, row: RelatedKeyword) => (
        <Space size={6}>
          {row.text}
          <SandboxTag sandbox={row.sandbox} />
        </Space>
      ),
    },
    {
      key: 'kind',
      title: t('related.columns.kind'),
      width: 160,
      render: (_: unknown, row: RelatedKeyword) => (
        <Tag color={KIND_COLORS[row.kind]}>{t(`related.kinds.${row.kind}`)}</Tag>
      ),
    },
    {
      key: 'from',
      title: t('related.columns.from'),
      width: 230,
      render: (_: unknown, row: RelatedKeyword) =>
        row.last_seen === null ? t('related.provider') : row.direct ? t('related.direct') : t('related.containing'),
    },
    {
      key: 'serps',
      title: t('related.columns.serps'),
      width: 120,
      align: 'right' as const,
      render: (_: unknown, row: RelatedKeyword) => (row.last_seen === null ? '—' : row.serps),
    },
    { key: 'last', title: t('related.columns.lastSeen'), width: 130, render: (_: unknown, row: RelatedKeyword) => row.last_seen ?? '—' },
  ]

  return (
    <>
      <PageHeader title={t('related.title')} subtitle={t('related.subtitle')} />
      <Card>
        <Form layout="vertical" onFinish={() => !tooLong && seed.trim() && related.mutate({ seed, country })}>
          <Row gutter={16} align="bottom">
            <Col xs={24} md={12}>
              <Form.Item label={t('related.seed')} validateStatus={seedError ? 'error' : undefined} help={seedError}>
                <Input value={seed} aria-label={t('related.seed')} placeholder={t('related.placeholder')}
                  onChange={(event) => setSeed(event.target.value)} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label={t('related.country')} validateStatus={serverFieldError(related.error, 'country') ? 'error' : undefined}
                help={serverFieldError(related.error, 'country')}>
                <CountrySelect countries={constants?.countries ?? []} value={country} onChange={setCountry} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item>
                <Button type="primary" htmlType="submit" block loading={related.isPending} disabled={!seed.trim() || tooLong}>
                  {t('related.submit')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      <Card style={{ marginTop: 20 }}
        title={answer ? t('related.found', { count: answer.data.length, seed: answer.seed }) : t('result')}
        extra={answer && <CopyButton text={answer.data.map((row) => row.text).join('\n')} />}
      >
        {requestError(related.error) && <Alert type="error" showIcon message={requestError(related.error)} />}
        {answer ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text type="secondary">{t('related.source')}</Typography.Text>
            <Table
              data-testid="related-results"
              rowKey={(row) => `${row.kind}:${row.text}`}
              size="small"
              columns={columns}
              dataSource={answer.data}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              locale={{ emptyText: t('related.none') }}
            />
          </Space>
        ) : (
          !requestError(related.error) && <Alert type="info" message={t('related.empty')} />
        )}
      </Card>
    </>
  )
}
