import { ArrowLeftOutlined, DeleteOutlined, DownloadOutlined, ReloadOutlined } from '@ant-design/icons'
import { Alert, App, Button, Card, Input, Result, Space, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { SendToProjectButton } from '@/components/keyword-actions'
import { ApiError } from '@/lib/api-client'
import {
  type KeywordListItem,
  useAddKeywordsToList,
  useKeywordList,
  useKeywordLists,
  useRefreshListMetrics,
  useRemoveListKeywords,
} from '@/lib/api/keyword-lists'
import { downloadFile } from '@/lib/download'
import { failureText } from '@/lib/failure-text'
import { chosenKeywords, figure, listIdOf } from '../utils/list-items'

const DATE_TIME = 'YYYY/MM/DD HH:mm'

/**
 * `/keyword-planning/keywords-lists/{id}`: one list's keywords with their latest figures; add keywords,
 * remove the selected ones, refresh the figures, export a CSV, send the keywords (the selected ones, or
 * all) to a project.
 */
export function KeywordListScreen() {
  const { t } = useTranslation('keywordLists')
  const { message, modal } = App.useApp()
  const id = listIdOf(useParams().id)
  const list = useKeywordList(id ?? 0)
  const lists = useKeywordLists()
  const addKeywords = useAddKeywordsToList()
  const removeKeywords = useRemoveListKeywords()
  const refresh = useRefreshListMetrics()
  const [text, setText] = useState('')
  const [addError, setAddError] = useState<string | null>(null)
  const [selected, setSelected] = useState<number[]>([])
  const [exporting, setExporting] = useState(false)

  if (id === null || (list.error instanceof ApiError && list.error.status === 404)) {
    return (
      <Result
        status="404"
        title={t('detail.notFound')}
        extra={<Link to="/keyword-planning/keywords-lists">{t('detail.back')}</Link>}
      />
    )
  }
  const items = list.data?.items ?? []
  const neverRefreshed = items.length > 0 && items.every((item) => item.refreshed_at === null)

  const add = () => {
    setAddError(null)
    addKeywords.mutate(
      { id, keywords: text },
      {
        onSuccess: (result) => {
          setText('')
          void message.success(t('add.done', { added: result.added, duplicates: result.duplicates }))
        },
        onError: (error) => setAddError(failureText(error, t('add.failed'))),
      },
    )
  }

  const confirmRemove = () =>
    modal.confirm({
      title: t('detail.removeTitle', { count: selected.length }),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        removeKeywords.mutateAsync({ id, itemIds: selected }).then(
          (result) => {
            setSelected([])
            void message.success(t('detail.removeDone', { count: result.deleted.length }))
          },
          (error: unknown) => void message.error(failureText(error, t('detail.removeFailed'))),
        ),
    })

  const exportCsv = () => {
    setExporting(true)
    downloadFile(`/keyword_lists/${id}/export.csv`, `keyword-list-${id}.csv`)
      .catch((error: unknown) => void message.error(failureText(error, t('detail.exportFailed'))))
      .finally(() => setExporting(false))
  }

  const columns = [
    {
      key: 'keyword',
      title: t('columns.keyword'),
      render: (_: unknown, item: KeywordListItem) => (
        <Space size={4}>
          <Typography.Text>{item.keyword}</Typography.Text>
          {item.sandbox && <Tag color="gold">{t('detail.sandbox')}</Tag>}
        </Space>
      ),
    },
    { key: 'volume', title: t('columns.volume'), align: 'right' as const, width: 130, render: (_: unknown, item: KeywordListItem) => figure(item.volume) },
    { key: 'cpc', title: t('columns.cpc'), align: 'right' as const, width: 120, render: (_: unknown, item: KeywordListItem) => figure(item.cpc_usd, 2) },
    { key: 'competition', title: t('columns.competition'), align: 'right' as const, width: 110, render: (_: unknown, item: KeywordListItem) => figure(item.competition) },
    { key: 'difficulty', title: t('columns.difficulty'), align: 'right' as const, width: 100, render: (_: unknown, item: KeywordListItem) => figure(item.difficulty) },
    { key: 'intent', title: t('columns.intent'), width: 130, render: (_: unknown, item: KeywordListItem) => item.intent_label ?? '–' },
    {
      key: 'month',
      title: t('columns.month'),
      width: 110,
      render: (_: unknown, item: KeywordListItem) => (item.metrics_month ? dayjs(item.metrics_month).format('YYYY/MM') : '–'),
    },
  ]

  return (
    <div>
      <PageHeader
        title={list.data?.name ?? ' '}
        subtitle={
          list.data && (
            <Space split="·">
              <Link to="/keyword-planning/keywords-lists">
                <ArrowLeftOutlined /> {t('detail.back')}
              </Link>
              <span data-testid="list-count">
                {t('detail.count', { count: list.data.item_count, limit: lists.data?.items_limit ?? 0 })}
              </span>
              <span>{t('detail.updated', { date: dayjs(list.data.updated_at).format(DATE_TIME) })}</span>
            </Space>
          )
        }
        extra={
          <>
            <Button
              icon={<ReloadOutlined />}
              loading={refresh.isPending}
              disabled={items.length === 0}
              onClick={() =>
                refresh.mutate(id, {
                  onSuccess: (fresh) => void message.success(t('detail.refreshed', { count: fresh.item_count })),
                  onError: (error) => void message.error(failureText(error, t('detail.refreshFailed'))),
                })
              }
            >
              {t('detail.refresh')}
            </Button>
            <Button icon={<DownloadOutlined />} loading={exporting} disabled={items.length === 0} onClick={exportCsv}>
              {t('detail.export')}
            </Button>
            <SendToProjectButton keywords={chosenKeywords(items, selected)} buttonProps={{ type: 'primary' }} />
          </>
        }
      />
      {list.isError && (
        <Alert type="error" showIcon title={failureText(list.error, t('loadFailed'))} style={{ marginBottom: 16 }} />
      )}
      <Card title={t('add.label')} size="small" style={{ marginBottom: 16 }}>
        {addError && <Alert type="error" showIcon title={addError} style={{ marginBottom: 12 }} />}
        <Space.Compact block>
          <Input.TextArea
            aria-label={t('add.label')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('add.placeholder')}
            autoSize={{ minRows: 2, maxRows: 8 }}
          />
        </Space.Compact>
        <Button type="primary" style={{ marginTop: 12 }} loading={addKeywords.isPending} disabled={!text.trim()} onClick={add}>
          {t('add.submit')}
        </Button>
      </Card>
      <Card>
        {neverRefreshed && <Alert type="info" showIcon title={t('detail.neverRefreshed')} style={{ marginBottom: 12 }} />}
        <Space style={{ marginBottom: 12 }}>
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0} onClick={confirmRemove}>
            {t('detail.remove', { count: selected.length })}
          </Button>
        </Space>
        <Table<KeywordListItem>
          rowKey="id"
          columns={columns}
          dataSource={items}
          loading={list.isLoading}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) }}
          pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
          locale={{ emptyText: t('detail.empty') }}
        />
      </Card>
    </div>
  )
}
