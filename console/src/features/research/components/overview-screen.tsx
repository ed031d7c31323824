import { ReloadOutlined } from '@ant-design/icons'
import { Alert, Button, Card, Col, Empty, Form, Input, Progress, Row, Space, Spin, Statistic, Table, Tag, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { CountrySelect, LanguageSelect } from '@/components/country-select'
import { PageHeader } from '@/components/page-header'
import { PlanRefusal } from '@/components/plan-refusal'
import { SandboxTag } from '@/components/sandbox-tag'
import { useConstants } from '@/lib/constants'
import { formatUsd } from '@/lib/keyword-figures'
import { readableUrl } from '@/lib/rank-format'
import { type KeywordOverview, type StoredResult, useKeywordOverview } from '../api/overview'
import { fieldMessage, overviewFailure } from '../utils/overview-failure'
import { type OverviewParams, historyPoints, overviewSearch, parseOverviewQuery, percent } from '../utils/overview-query'

const BAND_COLORS: Record<string, string> = { easy: 'green', medium: 'gold', hard: 'orange', very_hard: 'red' }
const COMPETITION_COLORS = ['#16a34a', '#65a30d', '#ca8a04', '#ea580c', '#dc2626']

/**
 * `/keyword-planning/research`: one keyword's overview — volume and its 12 months, CPC, competition
 * 0-4, difficulty with the formula's inputs, intent, the stored top 10 with each result's type, the
 * page's search features, related and question keywords (each researched with a click) and the
 * user's projects in the top 10. The URL holds the keyword, country and language.
 */
export function OverviewScreen() {
  const { t } = useTranslation('research')
  const [search, setSearch] = useSearchParams()
  const params = parseOverviewQuery(search)
  const overview = useKeywordOverview(params)
  const research = (next: OverviewParams) => setSearch(overviewSearch(next))

  return (
    <>
      <PageHeader title={t('overview.title')} subtitle={t('overview.subtitle')} />
      <OverviewForm params={params} error={overview.error} searching={overview.isFetching} onSubmit={research} />
      <div style={{ marginTop: 20 }}>
        {params.keyword === '' ? (
          <Alert type="info" showIcon title={t('overview.start')} />
        ) : overview.isPending ? (
          <Card>
            <Spin description={t('overview.loading')}>
              <div style={{ height: 120 }} />
            </Spin>
          </Card>
        ) : overview.isError ? (
          <OverviewError error={overview.error} retrying={overview.isFetching} onRetry={() => void overview.refetch()} />
        ) : (
          <OverviewBody data={overview.data} onResearch={(keyword) => research({ ...params, keyword })} />
        )}
      </div>
    </>
  )
}

function OverviewForm({ params, error, searching, onSubmit }: {
  params: OverviewParams
  error: unknown
  searching: boolean
  onSubmit: (params: OverviewParams) => void
}) {
  const { t } = useTranslation('research')
  const { data: constants } = useConstants()
  const [draft, setDraft] = useState(params)
  // a related keyword's click or the browser's back button changes the URL: the form follows it
  useEffect(() => setDraft(params), [params.keyword, params.country, params.language]) // eslint-disable-line react-hooks/exhaustive-deps
  const keywordError = fieldMessage(error, 'keyword')
  const countryError = fieldMessage(error, 'country')
  const languageError = fieldMessage(error, 'language')
  return (
    <Card>
      <Form layout="vertical" onFinish={() => draft.keyword.trim() && onSubmit(draft)}>
        <Row gutter={16} align="bottom">
          <Col xs={24} md={10}>
            <Form.Item label={t('overview.form.keyword')} validateStatus={keywordError ? 'error' : undefined} help={keywordError}>
              <Input value={draft.keyword} aria-label={t('overview.form.keyword')} placeholder={t('overview.form.placeholder')}
                onChange={(event) => setDraft({ ...draft, keyword: event.target.value })} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item label={t('overview.form.country')} validateStatus={countryError ? 'error' : undefined} help={countryError}>
              <CountrySelect countries={constants?.countries ?? []} value={draft.country} aria-label={t('overview.form.country')}
                onChange={(country) => setDraft({ ...draft, country })} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item label={t('overview.form.language')} validateStatus={languageError ? 'error' : undefined} help={languageError}>
              <LanguageSelect languages={constants?.languages ?? []} value={draft.language} aria-label={t('overview.form.language')}
                data-testid="research-language"
                onChange={(language) => setDraft({ ...draft, language })} />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item>
              <Button type="primary" htmlType="submit" block loading={searching} disabled={!draft.keyword.trim()}>
                {t('overview.form.submit')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  )
}

function OverviewError({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('research')
  const kind = overviewFailure(error)
  if (kind === 'fields') return null // shown at the form's fields
  const message = error instanceof Error ? error.message : String(error)
  if (kind === 'plan') return <PlanRefusal message={message} hint={t('overview.limitHint')} />
  return (
    <Alert
      type="error"
      showIcon
      data-testid="research-error"
      title={kind === 'provider' ? message : t('overview.failed')}
      action={
        <Button icon={<ReloadOutlined />} loading={retrying} onClick={onRetry}>
          {t('overview.retry')}
        </Button>
      }
    />
  )
}

function OverviewBody({ data, onResearch }: { data: KeywordOverview; onResearch: (keyword: string) => void }) {
  const { t } = useTranslation('research')
  const metrics = data.metrics
  return (
    <Space orientation="vertical" size={20} style={{ width: '100%' }} data-testid="research-overview">
      <Space wrap>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="research-keyword">
          {data.keyword}
        </Typography.Title>
        <Tag>{data.country}</Tag>
        <Tag>{data.language}</Tag>
        <Tag color="blue" data-testid="research-intent">
          {t('overview.intent.title')}: {t(`overview.intent.kinds.${data.intent.primary}`)}
        </Tag>
        {metrics && (
          <Typography.Text type="secondary">
            {t('overview.source.label', { source: t(`overview.source.${metrics.source}`, { defaultValue: metrics.source }), month: metrics.month?.slice(0, 7) ?? '' })}
          </Typography.Text>
        )}
      </Space>
      {metrics?.sandbox && <Alert type="warning" showIcon title={t('overview.sandbox')} />}
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12} lg={6}>
          <Card data-testid="research-volume">
            <Statistic title={t('overview.volume.title')} value={metrics?.volume ?? '—'} suffix={metrics?.volume != null ? t('overview.volume.unit') : undefined} />
            {metrics?.volume == null && <Typography.Text type="secondary">{t('overview.volume.none')}</Typography.Text>}
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card data-testid="research-cpc">
            <Statistic title={t('overview.cpc.title')} value={formatUsd(metrics?.cpc_usd)} />
            <Typography.Text type="secondary">
              {metrics?.cpc_low_usd != null && metrics.cpc_high_usd != null
                ? t('overview.cpc.range', { low: formatUsd(metrics.cpc_low_usd), high: formatUsd(metrics.cpc_high_usd) })
                : metrics?.cpc_usd == null ? t('overview.cpc.none') : ''}
            </Typography.Text>
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card data-testid="research-competition">
            <CompetitionFigure level={metrics?.competition ?? null} />
          </Card>
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Card data-testid="research-difficulty-score">
            <Statistic title={t('overview.difficulty.title')} value={data.difficulty?.score ?? '—'} suffix={data.difficulty ? '/ 100' : undefined} />
            {data.difficulty && <Tag color={BAND_COLORS[data.difficulty.band]}>{t(`overview.difficulty.bands.${data.difficulty.band}`)}</Tag>}
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title={t('overview.volume.history')} style={{ height: '100%' }}>
            <VolumeHistory trend={metrics?.trend ?? []} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('overview.difficulty.title')} style={{ height: '100%' }} data-testid="research-difficulty">
            <DifficultyInputs difficulty={data.difficulty} />
          </Card>
        </Col>
      </Row>
      <TopTen serp={data.serp} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <KeywordLinks testId="research-related" title={t('overview.related.title')} empty={t('overview.related.none')} keywords={data.related} onResearch={onResearch} />
        </Col>
        <Col xs={24} lg={8}>
          <KeywordLinks testId="research-questions" title={t('overview.questions.title')} empty={t('overview.questions.none')} keywords={data.questions} onResearch={onResearch} />
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('overview.projects.title')} style={{ height: '100%' }} data-testid="research-projects">
            {data.projects.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.projects.none')} />
            ) : (
              <Space orientation="vertical" size={12} style={{ width: '100%' }}>
                {data.projects.map((project) => (
                  <Space key={project.id} style={{ width: '100%', justifyContent: 'space-between' }}>
                    <Space orientation="vertical" size={0}>
                      <Typography.Text strong>{project.name}</Typography.Text>
                      <Typography.Text type="secondary">{t('overview.projects.position', { position: project.position })}</Typography.Text>
                    </Space>
                    <Link to={`/projects/${project.id}/rankings`}>{t('overview.projects.open')}</Link>
                  </Space>
                ))}
              </Space>
            )}
          </Card>
        </Col>
      </Row>
    </Space>
  )
}

function CompetitionFigure({ level }: { level: number | null }) {
  const { t } = useTranslation('research')
  return (
    <>
      <Statistic title={t('overview.competition.title')} value={level === null ? '—' : t('overview.competition.scale', { level })} />
      {level === null ? (
        <Typography.Text type="secondary">{t('overview.competition.none')}</Typography.Text>
      ) : (
        <Space>
          <Progress steps={5} percent={((level + 1) / 5) * 100} showInfo={false} strokeColor={COMPETITION_COLORS[level]} size="small" />
          <Typography.Text>{t(`overview.competition.levels.${level}`)}</Typography.Text>
        </Space>
      )}
    </>
  )
}

function VolumeHistory({ trend }: { trend: { month: string; volume: number }[] }) {
  const { t } = useTranslation('research')
  if (trend.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.volume.noHistory')} />
  return (
    <div data-testid="research-history">
      <ResponsiveContainer width="100%" height={220}>
        <AreaChart data={historyPoints(trend)} margin={{ top: 8, right: 16, bottom: 4, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#eef2f5" />
          <XAxis dataKey="month" tick={{ fontSize: 12 }} minTickGap={12} />
          <YAxis tick={{ fontSize: 12 }} width={56} allowDecimals={false} />
          <Tooltip formatter={(value) => [Number(value).toLocaleString(), t('overview.volume.title')]} />
          <Area type="monotone" dataKey="volume" stroke="#00b1c8" fill="#00b1c8" fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  )
}

function DifficultyInputs({ difficulty }: { difficulty: KeywordOverview['difficulty'] }) {
  const { t } = useTranslation('research')
  if (!difficulty) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.difficulty.none')} />
  const inputs = difficulty.inputs as {
    brand_share: number
    exact_title_share: number
    feature_pressure: number
    strong_domains: string[]
    organic: number
  }
  const shares: [string, number][] = [
    ['brandShare', inputs.brand_share],
    ['exactTitleShare', inputs.exact_title_share],
    ['featurePressure', inputs.feature_pressure],
  ]
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('overview.difficulty.formula')}</Typography.Text>
      {shares.map(([key, share]) => (
        <div key={key} data-testid={`difficulty-${key}`}>
          <Typography.Text>
            {t(`overview.difficulty.${key}`)}: {percent(share)}
          </Typography.Text>
          <Progress percent={Math.round(share * 100)} showInfo={false} size="small" />
        </div>
      ))}
      {inputs.strong_domains.length > 0 && (
        <div>
          <Typography.Text>{t('overview.difficulty.strongDomains')}: </Typography.Text>
          {inputs.strong_domains.map((domain) => <Tag key={domain}>{domain}</Tag>)}
        </div>
      )}
      <Space>
        <Typography.Text type="secondary">{t('overview.difficulty.organic', { count: inputs.organic })}</Typography.Text>
        <SandboxTag sandbox={difficulty.serp_sandbox} />
      </Space>
    </Space>
  )
}

function TopTen({ serp }: { serp: KeywordOverview['serp'] }) {
  const { t } = useTranslation('research')
  const typeLabel = (type: string) => t(`rankings:serp.types.${type}`, { defaultValue: type })
  if (!serp) {
    return (
      <Card title={t('overview.serp.title')} data-testid="research-serp">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('overview.serp.none')} />
      </Card>
    )
  }
  // the page's results with an address (organic, ads, snippets…); its questions and related searches are
  // in their own cards below
  const columns = [
    { key: 'position', title: t('overview.serp.position'), width: 80, render: (_: unknown, row: StoredResult) => row.position ?? '—' },
    {
      key: 'result',
      title: t('overview.serp.result'),
      render: (_: unknown, row: StoredResult) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{row.title || row.domain}</Typography.Text>
          <Typography.Link href={row.url} target="_blank" rel="noopener noreferrer" type="secondary" style={{ fontSize: 12 }}>
            {readableUrl(row.url)}
          </Typography.Link>
        </Space>
      ),
    },
    {
      key: 'type',
      title: t('overview.serp.type'),
      width: 160,
      render: (_: unknown, row: StoredResult) => <Tag color={row.type === 'organic' ? 'default' : 'purple'}>{typeLabel(row.type)}</Tag>,
    },
  ]
  return (
    <Card
      title={t('overview.serp.title')}
      extra={
        <Space>
          <Typography.Text type="secondary">{t('overview.serp.day', { day: serp.day })}</Typography.Text>
          <SandboxTag sandbox={serp.sandbox} />
        </Space>
      }
      data-testid="research-serp"
    >
      <div style={{ marginBottom: 12 }} data-testid="research-features">
        <Typography.Text>{t('overview.serp.features')}: </Typography.Text>
        {serp.features.length === 0 ? (
          <Typography.Text type="secondary">{t('overview.serp.noFeatures')}</Typography.Text>
        ) : (
          serp.features.map((feature) => <Tag key={feature} color="purple">{typeLabel(feature)}</Tag>)
        )}
      </div>
      <Table
        size="small"
        rowKey={(row) => `${row.position ?? 'x'}-${row.url}`}
        columns={columns}
        dataSource={serp.results.filter((row) => row.url)}
        pagination={false}
      />
    </Card>
  )
}

function KeywordLinks({ title, empty, keywords, testId, onResearch }: {
  title: string
  empty: string
  keywords: string[]
  testId: string
  onResearch: (keyword: string) => void
}) {
  const { t } = useTranslation('research')
  return (
    <Card title={title} style={{ height: '100%' }} data-testid={testId}>
      {keywords.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      ) : (
        <>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('overview.related.hint')}</Typography.Text>
          <Space orientation="vertical" size={8} style={{ width: '100%', marginTop: 8 }}>
            {keywords.map((keyword) => (
              <Typography.Link key={keyword} onClick={() => onResearch(keyword)}>
                {keyword}
              </Typography.Link>
            ))}
          </Space>
        </>
      )}
    </Card>
  )
}
