import { DeleteOutlined, PushpinFilled, PushpinOutlined, SearchOutlined } from '@ant-design/icons'
import { App, Button, Form, Input, Popconfirm, Table, Tooltip, Typography } from 'antd'
import dayjs from 'dayjs'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { allowance } from '@/lib/allowance'
import { useProjectRules } from '@/lib/constants'
import { useUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import { pageToShow, pageView } from '@/lib/pagination'
import { useAddKeywords } from '../api/add-keywords'
import { useDeleteKeyword } from '../api/delete-keyword'
import { KEYWORDS_PER_PAGE, useKeywords } from '@/lib/api/get-keywords'
import { usePinKeyword } from '@/lib/api/update-keyword'
import { useIssueText } from '@/lib/use-issue-text'
import type { Keyword } from '@/types/projects'
import { checkKeywords, RuleError, splitKeywords } from '@/lib/project-validation'
import type { SettingsProps } from './project-settings-screen'
import panel from '@/components/settings-panel.module.css'
import styles from './projects.module.css'

const SEARCH_DELAY_MS = 300

/**
 * Minimal keyword management: add one per line (checked as the server does before sending), search,
 * pin and delete. The full keyword grid with rankings and tags comes with rank tracking.
 */
export function SettingsKeywords({ site, canEdit }: SettingsProps) {
  const { t } = useTranslation('projects')
  const { message } = App.useApp()
  const issueText = useIssueText()
  const { user } = useUser()
  const [draft, setDraft] = useState('')
  const [draftError, setDraftError] = useState<string>()
  const [search, setSearch] = useState('')
  const [text, setText] = useState('')
  const [page, setPage] = useState(1)

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setText(search.trim())
      setPage(1)
    }, SEARCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [search])

  const keywords = useKeywords(site.id, { page, text })
  const add = useAddKeywords(site.id)
  const remove = useDeleteKeyword(site.id)
  const pin = usePinKeyword(site.id)
  const view = pageView(keywords.data?.meta, KEYWORDS_PER_PAGE)

  useEffect(() => {
    const target = pageToShow(keywords.data?.meta, keywords.data?.data.length ?? 0)
    if (target !== null) setPage(target)
  }, [keywords.data])

  // the plan is the creator's: its remaining keywords are known here only to the creator (others
  // learn it from the server's answer)
  const own = user?.id === site.creator_id ? allowance(user.subscription, 'keywords') : null
  const left = own ? own.remaining : Infinity
  const parsed = useMemo(() => splitKeywords(draft), [draft])

  const rules = useProjectRules()

  // without the rules document yet, the server's answer says what is wrong
  const localProblem = (words: string[]) => {
    if (!rules) return undefined
    try {
      checkKeywords(words, [], left, rules)
      return undefined
    } catch (error) {
      if (error instanceof RuleError) return issueText(error)
      throw error
    }
  }

  const submit = () => {
    const problem = parsed.length ? localProblem(parsed) : issueText({ code: 'validation.required', params: {} })
    if (problem) return setDraftError(problem)
    add.mutate(draft, {
      onSuccess: (response) => {
        setDraft('')
        void message.success(t('settings.keywords.added', { count: response.data.length }))
      },
      onError: (error) => setDraftError(failureText(error, t('settings.keywords.addFailed'))),
    })
  }

  const columns = [
    {
      key: 'pinned',
      width: 56,
      render: (_: unknown, keyword: Keyword) => (
        <Tooltip title={keyword.pinned ? t('settings.keywords.unpin') : t('settings.keywords.pin')}>
          <Button
            type="text"
            size="small"
            disabled={!canEdit}
            aria-label={keyword.pinned ? t('settings.keywords.unpin') : t('settings.keywords.pin')}
            icon={keyword.pinned ? <PushpinFilled style={{ color: '#00b1c8' }} /> : <PushpinOutlined />}
            onClick={() =>
              pin.mutate(
                { id: keyword.id, pinned: !keyword.pinned },
                { onError: (error) => void message.error(failureText(error, t('settings.keywords.pinFailed'))) },
              )
            }
          />
        </Tooltip>
      ),
    },
    { key: 'text', title: t('settings.keywords.keyword'), dataIndex: 'text' },
    {
      key: 'created',
      title: t('settings.keywords.created'),
      width: 160,
      render: (_: unknown, keyword: Keyword) => dayjs(keyword.created_at).format('YYYY/MM/DD'),
    },
    {
      key: 'actions',
      width: 90,
      align: 'right' as const,
      render: (_: unknown, keyword: Keyword) =>
        canEdit && (
          <Popconfirm
            title={t('settings.keywords.deleteConfirm', { text: keyword.text })}
            okText={t('settings.keywords.delete')}
            okButtonProps={{ danger: true }}
            cancelText={t('common:actions.cancel')}
            onConfirm={() =>
              remove.mutateAsync(keyword.id).then(
                () => void message.success(t('settings.keywords.deleted')),
                (error: unknown) => void message.error(failureText(error, t('settings.keywords.deleteFailed'))),
              )
            }
          >
            <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={t('settings.keywords.delete')} />
          </Popconfirm>
        ),
    },
  ]

  return (
    <div>
      {canEdit && (
        <div className={panel.addBox}>
          <Form layout="vertical" requiredMark={false} component="div">
            <Form.Item
              label={t('settings.keywords.add')}
              validateStatus={draftError ? 'error' : undefined}
              help={draftError ?? t('settings.keywords.addHelp')}
              htmlFor="add-keywords"
              style={{ marginBottom: 0 }}
            >
              <Input.TextArea
                id="add-keywords"
                rows={4}
                value={draft}
                placeholder={t('settings.keywords.placeholder')}
                onChange={(event) => {
                  setDraft(event.target.value)
                  const words = splitKeywords(event.target.value)
                  setDraftError(words.length ? localProblem(words) : undefined)
                }}
              />
            </Form.Item>
          </Form>
          <div className={panel.addActions}>
            <Typography.Text type="secondary">
              {t('wizard.keywords.count', { count: parsed.length })}
              {own?.limited && ` · ${t('settings.keywords.left', { count: left })}`}
            </Typography.Text>
            <Button type="primary" onClick={submit} loading={add.isPending} disabled={!parsed.length}>
              {t('settings.keywords.submit')}
            </Button>
          </div>
        </div>
      )}
      <div className={styles.toolbar}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('settings.keywords.search')}
          aria-label={t('settings.keywords.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 260 }}
        />
        <Typography.Text type="secondary">
          {view.total > 0 && t('settings.keywords.range', { from: view.from, to: view.to, total: view.total })}
        </Typography.Text>
      </div>
      <Table<Keyword>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={keywords.data?.data ?? []}
        loading={keywords.isFetching && !keywords.data}
        locale={{
          emptyText: keywords.isError
            ? failureText(keywords.error, t('project.loadFailed'))
            : text
              ? t('settings.keywords.noMatch', { text })
              : t('settings.keywords.empty'),
        }}
        pagination={
          view.paged && {
            current: view.current,
            pageSize: view.pageSize,
            total: view.total,
            showSizeChanger: false,
            onChange: setPage,
          }
        }
      />
      <Typography.Paragraph type="secondary" className={panel.note}>
        {t('settings.keywords.fullGrid')}
      </Typography.Paragraph>
    </div>
  )
}
