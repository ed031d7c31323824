import { DownloadOutlined, MailOutlined, ReloadOutlined } from '@ant-design/icons'
import type { GridApi } from 'ag-grid-community'
import { Alert, App, Badge, Button, Card, Checkbox, Col, Form, Input, InputNumber, List, Row, Select, Space, Spin, Typography } from 'antd'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CountrySelect, LanguageSelect } from '@/components/country-select'
import { PageHeader } from '@/components/page-header'
import { PlanRefusal } from '@/components/plan-refusal'
import { AddToListButton, SendToProjectButton } from '@/components/keyword-actions'
import { SandboxTag } from '@/components/sandbox-tag'
import { allowance, UNLIMITED } from '@/lib/allowance'
import { ApiError } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { useConstants, useProjectRules } from '@/lib/constants'
import { failureText } from '@/lib/failure-text'
import { applyFieldErrors } from '@/lib/form-errors'
import { isPlanRefusal } from '@/lib/plan-refusal'
import { checkKeywords, RuleError } from '@/lib/project-validation'
import { FEATURE, type Idea, type Intent, INTENTS, type SuggestionsIn, useKeywordSuggestions, useMailSuggestions } from '../api/suggestions'
import { type IdeaFilter, filterIdeas, isFiltered, NO_FILTER, parseTerms, wordGroups } from '../utils/suggestion-filters'
import { EXPORT_LIMIT, ideasCsv, saveCsv } from '../utils/suggestions-csv'
import { SuggestionsGrid } from './suggestions-grid'

// the server's seed rules (api/research/service.py: what Google Ads and DataForSEO accept); it checks them again
const SEED_MAX_LENGTH = 80
const SEED_MAX_WORDS = 10
const LANGUAGES = ['zh-TW', 'zh-CN', 'ja', 'en']
// the provider failures the API answers with a retry hint (SPEC §8 "unable to obtain keywords, search volume, CPC")
const PROVIDER_STATUSES = new Set([502, 503, 504])
const NO_IDEAS: Idea[] = []

interface FormValues {
  seed: string
  country: string
  language: string
}

function useElapsedSeconds(running: boolean): number {
  const [seconds, setSeconds] = useState(0)
  useEffect(() => {
    if (!running) return
    const started = Date.now()
    setSeconds(0)
    const timer = window.setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 500)
    return () => window.clearInterval(timer)
  }, [running])
  return seconds
}

/** `/keyword-planning/suggestions`: a seed, a country and a language → every idea with its figures, to
 * filter, group by shared word, select and export. */
export function SuggestionsScreen() {
  const { t, i18n } = useTranslation('research')
  const { message } = App.useApp()
  const [form] = Form.useForm<FormValues>()
  const { data: constants } = useConstants()
  const rules = useProjectRules()
  const { user } = useUser()
  const search = useKeywordSuggestions()
  const lastAsked = useRef<SuggestionsIn | null>(null)
  const seconds = useElapsedSeconds(search.isPending)
  const [filter, setFilter] = useState<IdeaFilter>(NO_FILTER)
  const [includeText, setIncludeText] = useState('')
  const [excludeText, setExcludeText] = useState('')
  const [selected, setSelected] = useState<string[]>([])
  const gridApi = useRef<GridApi<Idea> | null>(null)

  const answer = search.data
  // the answer shown: none while a search runs
  const result = search.isPending ? undefined : answer
  const ideas = useMemo(() => answer?.ideas ?? [], [answer])
  const filtered = useMemo(() => filterIdeas(ideas, filter), [ideas, filter])
  // groups count the ideas the other filters leave, so a group's count is what clicking it shows
  const groups = useMemo(
    () => (answer ? wordGroups(filterIdeas(ideas, { ...filter, group: null }), answer.seed) : []),
    [answer, ideas, filter],
  )
  const access = allowance(user?.subscription, FEATURE)

  const seedError = (value: string): string | null => {
    const seed = value.trim()
    if (!seed) return t('errors:validation.required')
    if (rules) {
      try {
        checkKeywords([seed], [], 1, rules)
      } catch (error) {
        if (error instanceof RuleError) return t(`errors:${error.code}`, error.params)
        throw error
      }
    }
    if ([...seed].length > SEED_MAX_LENGTH || seed.split(/\s+/).length > SEED_MAX_WORDS) {
      return t('errors:research.seed_too_long', { max: SEED_MAX_LENGTH, words: SEED_MAX_WORDS })
    }
    return null
  }

  const ask = useCallback(
    (body: SuggestionsIn) => {
      lastAsked.current = body
      setSelected([])
      search.mutate(body, { onError: (error) => applyFieldErrors(form, error) })
    },
    [search, form],
  )

  const submit = (values: FormValues) => {
    setFilter(NO_FILTER)
    setIncludeText('')
    setExcludeText('')
    ask({ seed: values.seed.trim(), country: values.country, language: values.language })
  }

  // the rows in the order the grid shows them (its sort), else in the answer's order: what both exports hold
  const shownRows = (): Idea[] => {
    const rows: Idea[] = []
    const grid = gridApi.current
    if (grid && !grid.isDestroyed()) grid.forEachNodeAfterFilterAndSort((node) => node.data && rows.push(node.data))
    if (rows.length === 0) rows.push(...filtered)
    return rows
  }

  const mail = useMailSuggestions()
  const mailExcel = () => {
    if (!answer) return
    const rows = shownRows()
    const kept = rows.slice(0, EXPORT_LIMIT)
    mail.mutate(
      { seed: answer.seed, country: answer.country, language: answer.language,
        rows: kept.map((idea) => ({ keyword: idea.keyword, origin: idea.origin })) },
      {
        onSuccess: (sent) => {
          void message.success(sent.message)
          if (rows.length > kept.length) void message.warning(t('suggestions.export.cut', { max: EXPORT_LIMIT, total: rows.length }))
        },
        onError: (error) => void message.error(failureText(error, t('suggestions.export.mailFailed'))),
      },
    )
  }

  const exportCsv = () => {
    if (!answer) return
    const rows = shownRows()
    const csv = ideasCsv(rows, {
      headers: {
        keyword: t('suggestions.columns.keyword'),
        volume: t('suggestions.columns.volume'),
        cpc_usd: t('suggestions.columns.cpc'),
        competition: `${t('suggestions.columns.competition')} 0-4`,
        competition_label: t('suggestions.columns.competition'),
        difficulty: t('suggestions.columns.difficulty'),
        intent: t('suggestions.columns.intent'),
        question: t('suggestions.columns.question'),
        source: t('suggestions.columns.source'),
        trend: t('suggestions.columns.trend'),
      },
      competition: (level) => t(`suggestions.competition.${level}`),
      intent: (intent) => t(`suggestions.intent.${intent}`),
      yes: t('suggestions.export.yes'),
      no: t('suggestions.export.no'),
    })
    saveCsv(csv.text, `keyword-suggestions-${answer.country}-${answer.language}-${answer.seed}${answer.sandbox ? '-sandbox' : ''}.csv`)
    if (csv.cut) void message.warning(t('suggestions.export.cut', { max: EXPORT_LIMIT, total: rows.length }))
    else void message.success(t('suggestions.export.done', { count: csv.rows }))
  }

  const error = search.error
  const status = error instanceof ApiError ? error.status : undefined
  const code = error instanceof ApiError ? error.code : undefined
  const fieldsShown = error instanceof ApiError && error.fields.length > 0
  const defaultLanguage = LANGUAGES.includes(i18n.language) ? i18n.language : 'zh-TW'

  return (
    <>
      <PageHeader title={t('suggestions.title')} subtitle={t('suggestions.subtitle')} />
      <Card>
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={{ seed: '', country: user?.country?.toUpperCase() === 'JP' ? 'JP' : 'TW', language: defaultLanguage }}
          onFinish={submit}
          onValuesChange={() => search.isError && search.reset()}
        >
          <Row gutter={16} align="bottom">
            <Col xs={24} md={10}>
              <Form.Item
                name="seed"
                label={t('suggestions.form.seed')}
                rules={[{ validator: (_, value: string) => { const found = seedError(value ?? ''); return found ? Promise.reject(new Error(found)) : Promise.resolve() } }]}
              >
                <Input placeholder={t('suggestions.form.seedPlaceholder')} allowClear />
              </Form.Item>
            </Col>
            <Col xs={12} md={5}>
              <Form.Item name="country" label={t('suggestions.form.country')}>
                <CountrySelect countries={constants?.countries ?? []} aria-label={t('suggestions.form.country')} />
              </Form.Item>
            </Col>
            <Col xs={12} md={4}>
              <Form.Item name="language" label={t('suggestions.form.language')}>
                <LanguageSelect languages={constants?.languages ?? []} aria-label={t('suggestions.form.language')} />
              </Form.Item>
            </Col>
            <Col xs={24} md={5}>
              <Form.Item>
                <Button type="primary" htmlType="submit" block loading={search.isPending} data-testid="suggestions-submit">
                  {t('suggestions.form.submit')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
        <Typography.Text type="secondary" data-testid="suggestions-allowance">
          {user?.subscription &&
            access.included &&
            (access.limited && access.limit < UNLIMITED
              ? t('suggestions.form.allowance', { used: access.usage, left: access.remaining })
              : t('suggestions.form.unlimited', { used: access.usage }))}
        </Typography.Text>
      </Card>

      {search.isPending && (
        <Card style={{ marginTop: 20 }} data-testid="suggestions-progress">
          <Space>
            <Spin />
            {t('suggestions.form.searching', { seed: lastAsked.current?.seed ?? '', seconds })}
          </Space>
        </Card>
      )}

      {error && !search.isPending && isPlanRefusal(status, code) && (
        <Card style={{ marginTop: 20 }} data-testid="suggestions-plan-refusal">
          <PlanRefusal message={(error as ApiError).message} hint={t('suggestions.planHint')} />
        </Card>
      )}
      {error && !search.isPending && status !== undefined && PROVIDER_STATUSES.has(status) && (
        <Alert
          style={{ marginTop: 20 }}
          type="error"
          showIcon
          data-testid="suggestions-provider-error"
          message={(error as ApiError).message}
          action={
            <Button icon={<ReloadOutlined />} onClick={() => lastAsked.current && ask(lastAsked.current)}>
              {t('suggestions.retry')}
            </Button>
          }
        />
      )}
      {error && !search.isPending && !fieldsShown && !isPlanRefusal(status, code) && !(status !== undefined && PROVIDER_STATUSES.has(status)) && (
        <Alert style={{ marginTop: 20 }} type="error" showIcon message={failureText(error, t('errors:server.unknown'))} />
      )}

      {/* The grid is there from the start, empty: AG Grid starts (its theme, its DOM) while the person
          types, not after the answer, and the answer's rows are then drawn at once. */}
      {(
        <Card
          style={{ marginTop: 20 }}
          data-testid="suggestions-results"
          title={
            !result ? (
              <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
                {search.isPending ? null : t('suggestions.empty')}
              </Typography.Text>
            ) : <Space wrap>
              <span data-testid="suggestions-found">{t('suggestions.found', { count: result.ideas.length, seed: result.seed })}</span>
              <SandboxTag sandbox={result.sandbox} />
            </Space>
          }
          extra={
            result && <Typography.Text type="secondary">
              {t('suggestions.sources', { sources: [...new Set(result.ideas.map((idea) => idea.origin_label))].join('、') })}
            </Typography.Text>
          }
        >
          {result?.autocomplete?.error && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('suggestions.autocompleteFailed')} />}
          {result && <Space wrap align="end" style={{ marginBottom: 12 }} data-testid="suggestions-filters">
            <Space direction="vertical" size={2}>
              <Typography.Text type="secondary">{t('suggestions.filters.volumeMin')}</Typography.Text>
              <InputNumber<number>
                min={0}
                aria-label={t('suggestions.filters.volumeMin')}
                value={filter.volumeMin}
                onChange={(value) => setFilter((now) => ({ ...now, volumeMin: value ?? null }))}
              />
            </Space>
            <Space direction="vertical" size={2}>
              <Typography.Text type="secondary">{t('suggestions.filters.volumeMax')}</Typography.Text>
              <InputNumber<number>
                min={0}
                aria-label={t('suggestions.filters.volumeMax')}
                value={filter.volumeMax}
                onChange={(value) => setFilter((now) => ({ ...now, volumeMax: value ?? null }))}
              />
            </Space>
            <Space direction="vertical" size={2}>
              <Typography.Text type="secondary">{t('suggestions.filters.include')}</Typography.Text>
              <Input
                aria-label={t('suggestions.filters.include')}
                placeholder={t('suggestions.filters.termsPlaceholder')}
                value={includeText}
                onChange={(event) => {
                  setIncludeText(event.target.value)
                  setFilter((now) => ({ ...now, include: parseTerms(event.target.value) }))
                }}
              />
            </Space>
            <Space direction="vertical" size={2}>
              <Typography.Text type="secondary">{t('suggestions.filters.exclude')}</Typography.Text>
              <Input
                aria-label={t('suggestions.filters.exclude')}
                placeholder={t('suggestions.filters.termsPlaceholder')}
                value={excludeText}
                onChange={(event) => {
                  setExcludeText(event.target.value)
                  setFilter((now) => ({ ...now, exclude: parseTerms(event.target.value) }))
                }}
              />
            </Space>
            <Space direction="vertical" size={2}>
              <Typography.Text type="secondary">{t('suggestions.filters.intent')}</Typography.Text>
              <Select<Intent[]>
                mode="multiple"
                allowClear
                style={{ minWidth: 220 }}
                aria-label={t('suggestions.filters.intent')}
                data-testid="intent-filter"
                value={filter.intents}
                onChange={(intents) => setFilter((now) => ({ ...now, intents }))}
                options={INTENTS.map((intent) => ({ value: intent, label: t(`suggestions.intent.${intent}`) }))}
              />
            </Space>
            <Checkbox
              checked={filter.questionsOnly}
              onChange={(event) => setFilter((now) => ({ ...now, questionsOnly: event.target.checked }))}
            >
              {t('suggestions.filters.questions')}
            </Checkbox>
            <Button
              disabled={!isFiltered(filter)}
              onClick={() => {
                setFilter(NO_FILTER)
                setIncludeText('')
                setExcludeText('')
              }}
            >
              {t('suggestions.filters.clear')}
            </Button>
          </Space>}

          <Row gutter={16} wrap={false}>
            {result && <Col flex="220px">
              <Typography.Text strong>{t('suggestions.groups.title')}</Typography.Text>
              <div style={{ maxHeight: 610, overflowY: 'auto', marginTop: 8 }} data-testid="suggestions-groups" title={t('suggestions.groups.hint')}>
                <List
                  size="small"
                  dataSource={[{ word: null as string | null, count: filterIdeas(ideas, { ...filter, group: null }).length }, ...groups]}
                  locale={{ emptyText: t('suggestions.groups.none') }}
                  renderItem={(group) => (
                    <List.Item
                      data-group={group.word ?? ''}
                      onClick={() => setFilter((now) => ({ ...now, group: group.word }))}
                      style={{
                        cursor: 'pointer',
                        paddingInline: 8,
                        background: filter.group === group.word ? '#e6f7fa' : undefined,
                        fontWeight: filter.group === group.word ? 600 : undefined,
                      }}
                    >
                      <span>{group.word ?? t('suggestions.groups.all')}</span>
                      <Badge count={group.count} overflowCount={99999} color={filter.group === group.word ? '#00b1c8' : '#bfbfbf'} showZero />
                    </List.Item>
                  )}
                />
              </div>
            </Col>}
            <Col flex="auto" style={{ minWidth: 0 }}>
              {result && <Space wrap style={{ marginBottom: 8, width: '100%', justifyContent: 'space-between' }} data-testid="suggestions-toolbar">
                <Space wrap>
                  <Typography.Text data-testid="suggestions-shown">
                    {t('suggestions.shown', { shown: filtered.length, total: ideas.length })}
                  </Typography.Text>
                  <Typography.Text type="secondary" data-testid="suggestions-selected">
                    {t('suggestions.selected', { count: selected.length })}
                  </Typography.Text>
                  <AddToListButton keywords={selected} market={{ country: result.country, language: result.language }} />
                  <SendToProjectButton keywords={selected} />
                </Space>
                <Space wrap>
                  <Button icon={<DownloadOutlined />} onClick={exportCsv} disabled={filtered.length === 0} data-testid="suggestions-export-csv">
                    {t('suggestions.export.csv')}
                  </Button>
                  <Button icon={<MailOutlined />} onClick={mailExcel} loading={mail.isPending} disabled={filtered.length === 0}
                    data-testid="suggestions-export-excel">
                    {t('suggestions.export.excel')}
                  </Button>
                </Space>
              </Space>}
              <SuggestionsGrid
                ideas={result ? filtered : NO_IDEAS}
                loading={search.isPending}
                quiet={!result}
                onSelect={setSelected}
                onReady={(api) => (gridApi.current = api)}
                empty={t('suggestions.none')}
              />
            </Col>
          </Row>
        </Card>
      )}
    </>
  )
}
