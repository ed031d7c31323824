import { ArrowRightOutlined, CheckCircleOutlined, CloseCircleOutlined, HistoryOutlined, SyncOutlined } from '@ant-design/icons'
import { Card, Empty, Progress, Table, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { LoadFailed } from '@/components/load-failed'
import { pageToShow, pageView } from '@/lib/pagination'
import type { Operation } from '@/types/api'
import { HISTORY_PER_PAGE, useOperationHistory } from '../api/get-operation-history'
import { operationStatusLook, operationTypeKey } from '../utils/operation-labels'

const STATUS_ICONS: Record<string, React.ReactNode> = {
  in_progress: <SyncOutlined spin />,
  completed: <CheckCircleOutlined />,
  failed: <CloseCircleOutlined />,
}

const when = (value: string | null) => (value ? dayjs(value).format('YYYY/MM/DD HH:mm') : '—')

/** `/operation-history`: the user's long jobs, 10 per page as the API pages them. */
export function HistoryScreen() {
  const { t } = useTranslation('history')
  const [params, setParams] = useSearchParams()
  const page = Math.max(Number(params.get('page')) || 1, 1)
  const history = useOperationHistory(page)
  const view = pageView(history.data?.meta, HISTORY_PER_PAGE)
  const setPage = (next: number) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true })

  useEffect(() => {
    const target = pageToShow(history.data?.meta, history.data?.data.length ?? 0)
    if (target !== null) setPage(target)
  }, [history.data])

  const columns = [
    {
      key: 'project',
      title: t('columns.project'),
      width: 170,
      render: (_: unknown, operation: Operation) =>
        operation.site ? (
          <Link to={`/projects/${operation.site.id}`} title={operation.site.domain} data-testid="history-project">
            {operation.site.name}
          </Link>
        ) : (
          <Typography.Text type="secondary">{operation.site_id === null && operation.type !== 'rank_check' ? t('noProject') : '—'}</Typography.Text>
        ),
    },
    {
      key: 'type',
      title: t('columns.type'),
      render: (_: unknown, operation: Operation) => {
        const label = t(operationTypeKey(operation.type), { type: operation.type })
        return (
          <div data-testid="history-operation">
            {operation.link ? (
              <Link to={operation.link} style={{ fontWeight: 600 }}>
                {label}
              </Link>
            ) : (
              <Typography.Text strong>{label}</Typography.Text>
            )}
            {operation.summary && (
              <div>
                <Typography.Text type="secondary" data-testid="history-summary">
                  {operation.summary}
                </Typography.Text>
              </div>
            )}
          </div>
        )
      },
    },
    {
      // the state with how far the job got, and why a failed one failed
      key: 'status',
      title: t('columns.status'),
      width: 250,
      render: (_: unknown, operation: Operation) => {
        const look = operationStatusLook(operation.status)
        return (
          <>
            <Tag color={look.color} icon={STATUS_ICONS[operation.status]}>
              {t(look.key)}
            </Tag>
            {operation.status !== 'completed' && (
              <Progress
                percent={operation.progress}
                size="small"
                status={operation.status === 'failed' ? 'exception' : 'active'}
                aria-label={t('columns.progress')}
              />
            )}
            {operation.reason && (
              <div>
                <Typography.Text type="danger" data-testid="history-reason">
                  {operation.reason}
                </Typography.Text>
              </div>
            )}
          </>
        )
      },
    },
    { key: 'created', title: t('columns.created'), width: 150, render: (_: unknown, o: Operation) => when(o.created_at) },
    {
      key: 'completed',
      title: t('columns.completed'),
      width: 150,
      render: (_: unknown, o: Operation) => when(o.completed_at),
    },
    {
      key: 'result',
      title: t('columns.result'),
      width: 100,
      render: (_: unknown, operation: Operation) =>
        operation.link && operation.status !== 'in_progress' ? (
          <Link to={operation.link} data-testid="history-result">
            {t('viewResult')} <ArrowRightOutlined />
          </Link>
        ) : null,
    },
  ]

  return (
    <div>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Card style={{ borderRadius: 12 }}>
        {history.isError && !history.data ? (
          <LoadFailed title={t('loadFailed')} error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <Table<Operation>
            rowKey="id"
            columns={columns}
            dataSource={history.data?.data ?? []}
            loading={history.isLoading}
            locale={{
              emptyText: (
                <Empty
                  image={<HistoryOutlined style={{ fontSize: 48, color: '#bfbfbf' }} />}
                  styles={{ image: { height: 56 } }}
                  description={t('empty')}
                />
              ),
            }}
            pagination={
              view.total > 0 && {
                current: view.current,
                pageSize: view.pageSize,
                total: view.total,
                showSizeChanger: false,
                showTotal: () => t('range', { from: view.from, to: view.to, total: view.total }),
                onChange: setPage,
              }
            }
          />
        )}
      </Card>
    </div>
  )
}
