import { DeleteOutlined, PushpinFilled, PushpinOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Col, Input, Popconfirm, Row, Select, Space, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SiteGate } from '@/components/site-gate'
import { useIssueText } from '@/lib/use-issue-text'
import type { Site } from '@/types/projects'
import { checkKeywords, RuleError, splitKeywords } from '@/lib/project-validation'
import { allowance } from '@/lib/allowance'
import { useProjectRules } from '@/lib/constants'
import { useUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import { formatUsd } from '@/lib/keyword-figures'
import { KEYWORD_LIST_PER_PAGE, useKeywordList } from '../api/keyword-list'
import { useKeywordMetrics } from '../api/keyword-metrics'
import { useKeywordActions } from '../api/mutations'
import { useCategories } from '../api/queries'
import type { RankedKeyword } from '@/types/rankings'
import { rankText } from '@/lib/rank-format'
import { CategoriesPanel } from './categories-panel'
import { ProjectFrame } from '@/components/project-frame'
import styles from './rankings.module.css'

const SEARCH_DELAY_MS = 300

/** Add keywords, one per line, checked with SPEC §5's rules as the user types (the server checks again). */
function AddKeywords({ site }: { site: Site }) {
  const { t } = useTranslation('rankings')
  const { message } = App.useApp()
  const issueText = useIssueText()
  const { user } = useUser()
  const actions = useKeywordActions(site.id)
  const categories = useCategories(site.id)
  const [draft, setDraft] = useState('')
  const [tags, setTags] = useState<number[]>([])
  const [serverError, setServerError] = useState<string>()
  const parsed = useMemo(() => splitKeywords(draft), [draft])
  // the creator's plan holds the allowance: only the creator knows it here, others learn it from the server
  const left = user?.id === site.creator_id ? allowance(user.subscription, 'keywords').remaining : Infinity

  const rules = useProjectRules()

  // without the rules document yet, the server's answer says what is wrong
  const problem = useMemo(() => {
    if (parsed.length === 0 || !rules) return undefined
    try {
      checkKeywords(parsed, [], left, rules)
      return undefined
    } catch (error) {
      if (error instanceof RuleError) return issueText(error)
      throw error
    }
  }, [parsed, left, rules, issueText])

  const submit = () => {
    if (parsed.length === 0) return setServerError(issueText({ code: 'validation.required', params: {} }))
    if (problem) return
    actions.add.mutate(
      { keywords: draft, categoryIds: tags.length ? tags : undefined },
      {
        onSuccess: () => {
          setDraft('')
          setServerError(undefined)
          void message.success(t('keywords.added', { count: parsed.length }))
        },
        onError: (error) => setServerError(failureText(error, t('keywords.addFailed'))),
      },
    )
  }

  const shown = problem ?? serverError
  return (
    <Card title={t('keywords.addTitle')} size="small" className={styles.grid}>
      <Input.TextArea
        rows={4}
        value={draft}
        placeholder={t('keywords.addPlaceholder')}
        onChange={(event) => {
          setDraft(event.target.value)
          setServerError(undefined)
        }}
        status={shown ? 'error' : undefined}
        data-testid="add-keywords"
      />
      {shown && <Alert className={styles.inlineErrors} type="error" showIcon title={shown} data-testid="add-keywords-error" />}
      <Space style={{ marginTop: 8 }} wrap>
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 220 }}
          placeholder={t('keywords.addTags')}
          value={tags}
          onChange={setTags}
          options={(categories.data ?? []).map((category) => ({ value: category.id, label: category.name }))}
        />
        <Button type="primary" onClick={submit} loading={actions.add.isPending} disabled={!!problem}>
          {t('keywords.add', { count: parsed.length })}
        </Button>
        {left !== Infinity && <Typography.Text type="secondary">{t('keywords.left', { count: left })}</Typography.Text>}
      </Space>
    </Card>
  )
}

function TargetUrl({ keyword, siteId, canEdit }: { keyword: RankedKeyword; siteId: number; canEdit: boolean }) {
  const { t } = useTranslation('rankings')
  const { message } = App.useApp()
  const actions = useKeywordActions(siteId)
  return (
    <Typography.Text
      type={keyword.target_url ? undefined : 'secondary'}
      editable={
        canEdit
          ? {
              text: keyword.target_url ?? '',
              tooltip: t('keywords.setTarget'),
              onChange: (value) =>
                actions.update.mutate(
                  { ids: [keyword.id], changes: { target_url: value.trim() || null } },
                  { onError: (error) => message.error(failureText(error, t('keywords.targetFailed'))) },
                ),
            }
          : false
      }
      ellipsis
      style={{ maxWidth: 260 }}
    >
      {keyword.target_url || t('keywords.noTarget')}
    </Typography.Text>
  )
}

function Keywords({ site }: { site: Site }) {
  const { t } = useTranslation('rankings')
  const { message } = App.useApp()
  const canEdit = site.role !== 'viewer'
  const [category, setCategory] = useState<number | null>(null)
  const [search, setSearch] = useState('')
  const [text, setText] = useState('')
  const [page, setPage] = useState(1)
  const [perPage, setPerPage] = useState(KEYWORD_LIST_PER_PAGE)
  const [selected, setSelected] = useState<number[]>([])
  const [bulkTag, setBulkTag] = useState<number>()
  const list = useKeywordList(site.id, { page, perPage, text, category })
  const categories = useCategories(site.id)
  const actions = useKeywordActions(site.id)
  const metrics = useKeywordMetrics(site.id, list.data?.data.map((keyword) => keyword.id) ?? [])
  // '' while the figures load, '—' for a keyword nobody has researched yet
  const figure = (keyword: RankedKeyword, read: (found: { volume: number | null; cpc_usd: number | null }) => string) => {
    if (!metrics.data) return ''
    const found = metrics.data.get(keyword.id)
    return found ? read(found) : '—'
  }

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setText(search.trim())
      setPage(1)
    }, SEARCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [search])
  useEffect(() => setSelected([]), [category, text, page])

  const done = (success: string, failure: string) => ({
    onSuccess: () => {
      setSelected([])
      void message.success(success)
    },
    onError: (error: unknown) => void message.error(failureText(error, failure)),
  })

  const columns = [
    {
      key: 'pinned',
      width: 52,
      render: (_: unknown, keyword: RankedKeyword) => (
        <Button
          type="text"
          size="small"
          disabled={!canEdit}
          aria-label={t(keyword.pinned ? 'actions.unpin' : 'actions.pin')}
          icon={keyword.pinned ? <PushpinFilled style={{ color: '#00b1c8' }} /> : <PushpinOutlined />}
          onClick={() =>
            actions.update.mutate(
              { ids: [keyword.id], changes: { pinned: !keyword.pinned } },
              { onError: (error) => void message.error(failureText(error, t('actions.pinFailed'))) },
            )
          }
        />
      ),
    },
    { key: 'text', title: t('grid.keyword'), dataIndex: 'text' },
    {
      key: 'today',
      title: t('grid.today'),
      width: 90,
      align: 'right' as const,
      render: (_: unknown, keyword: RankedKeyword) => rankText(keyword.ranking?.today),
    },
    {
      key: 'search_volume',
      title: t('grid.searchVolume'),
      width: 110,
      align: 'right' as const,
      render: (_: unknown, keyword: RankedKeyword) => figure(keyword, (found) => found.volume?.toLocaleString() ?? '—'),
    },
    {
      key: 'cpc',
      title: t('grid.cpc'),
      width: 100,
      align: 'right' as const,
      render: (_: unknown, keyword: RankedKeyword) =>
        figure(keyword, (found) => formatUsd(found.cpc_usd)),
    },
    {
      key: 'tags',
      title: t('grid.tags'),
      render: (_: unknown, keyword: RankedKeyword) =>
        keyword.categories.map((tag) => (
          <Tag
            key={tag.id}
            closable={canEdit}
            onClose={(event) => {
              event.preventDefault()
              actions.detach.mutate(
                { categoryId: tag.id, ids: [keyword.id] },
                { onError: (error) => void message.error(failureText(error, t('tags.detachFailed'))) },
              )
            }}
          >
            {tag.name}
          </Tag>
        )),
    },
    {
      key: 'target',
      title: t('keywords.targetUrl'),
      render: (_: unknown, keyword: RankedKeyword) => <TargetUrl keyword={keyword} siteId={site.id} canEdit={canEdit} />,
    },
    {
      key: 'created',
      title: t('keywords.created'),
      width: 120,
      render: (_: unknown, keyword: RankedKeyword) => dayjs(keyword.created_at).format('YYYY/MM/DD'),
    },
    {
      key: 'delete',
      width: 56,
      render: (_: unknown, keyword: RankedKeyword) =>
        canEdit && (
          <Popconfirm
            title={t('keywords.deleteConfirm', { text: keyword.text })}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              actions.remove.mutateAsync([keyword.id]).then(
                () => void message.success(t('keywords.deleted', { count: 1 })),
                (error: unknown) => void message.error(failureText(error, t('keywords.deleteFailed'))),
              )
            }
          >
            <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('keywords.delete')} />
          </Popconfirm>
        ),
    },
  ]

  return (
    <ProjectFrame site={site}>
      <Row gutter={[20, 20]}>
        <Col xs={24} lg={6}>
          <CategoriesPanel siteId={site.id} canEdit={canEdit} selected={category} onSelect={(id) => { setCategory(id); setPage(1) }} />
        </Col>
        <Col xs={24} lg={18}>
          {canEdit && <AddKeywords site={site} />}
          <Card size="small">
            <div className={styles.toolbar}>
              <Input.Search
                allowClear
                style={{ width: 240 }}
                placeholder={t('filters.quick')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
              <span className={styles.toolbarSpacer} />
              {canEdit && selected.length > 0 && (
                <Space wrap data-testid="bulk-actions">
                  <Typography.Text>{t('bulk.selected', { count: selected.length })}</Typography.Text>
                  <Button size="small" onClick={() => actions.update.mutate({ ids: selected, changes: { pinned: true } }, done(t('bulk.done'), t('actions.pinFailed')))}>
                    {t('actions.pin')}
                  </Button>
                  <Button size="small" onClick={() => actions.update.mutate({ ids: selected, changes: { pinned: false } }, done(t('bulk.done'), t('actions.pinFailed')))}>
                    {t('actions.unpin')}
                  </Button>
                  <Space.Compact size="small">
                    <Select
                      size="small"
                      style={{ width: 150 }}
                      placeholder={t('bulk.tag')}
                      value={bulkTag}
                      onChange={setBulkTag}
                      options={(categories.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
                    />
                    <Button size="small" disabled={!bulkTag} onClick={() => actions.attach.mutate({ categoryId: bulkTag!, ids: selected }, done(t('bulk.done'), t('tags.attachFailed')))}>
                      {t('bulk.attach')}
                    </Button>
                    <Button size="small" disabled={!bulkTag} onClick={() => actions.detach.mutate({ categoryId: bulkTag!, ids: selected }, done(t('bulk.done'), t('tags.detachFailed')))}>
                      {t('bulk.detach')}
                    </Button>
                  </Space.Compact>
                  <Popconfirm
                    title={t('bulk.deleteConfirm', { count: selected.length })}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => actions.remove.mutate(selected, done(t('keywords.deleted', { count: selected.length }), t('keywords.deleteFailed')))}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />}>
                      {t('keywords.delete')}
                    </Button>
                  </Popconfirm>
                </Space>
              )}
            </div>
            {list.isError ? (
              <Alert type="error" showIcon title={failureText(list.error, t('grid.failed'))} action={<Button size="small" onClick={() => void list.refetch()}>{t('common:actions.retry')}</Button>} />
            ) : (
              <Table<RankedKeyword>
                rowKey="id"
                size="middle"
                loading={list.isFetching}
                dataSource={list.data?.data ?? []}
                columns={columns}
                rowSelection={canEdit ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) } : undefined}
                locale={{ emptyText: text || category ? t('grid.noMatch') : t('grid.empty') }}
                pagination={{
                  current: page,
                  pageSize: perPage,
                  total: list.data?.meta.total ?? 0,
                  showSizeChanger: true,
                  pageSizeOptions: [20, 50, 100],
                  showTotal: (count) => t('grid.total', { count }),
                  onChange: (next, size) => {
                    setPage(size !== perPage ? 1 : next)
                    setPerPage(size)
                  },
                }}
              />
            )}
          </Card>
        </Col>
      </Row>
    </ProjectFrame>
  )
}

/** `/projects/:id/keywords`: keywords and tag categories (SPEC §2 project pages). */
export function KeywordsScreen() {
  return <SiteGate>{(site) => <Keywords site={site} />}</SiteGate>
}
