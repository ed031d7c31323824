import { FileExcelOutlined } from '@ant-design/icons'
import { App, Button, Card, Progress, Table, Tag } from 'antd'
import dayjs from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Operation } from '@/types/api'
import { SiteGate } from '@/components/site-gate'
import type { Site } from '@/types/projects'
import { failureText } from '@/lib/failure-text'
import { useMailReport } from '../api/mutations'
import { useRankingReports } from '../api/queries'
import { ProjectFrame } from '@/components/project-frame'

const STATUS_COLORS = { in_progress: 'processing', completed: 'success', failed: 'error' } as const

function Reports({ site }: { site: Site }) {
  const { t } = useTranslation('rankings')
  const { message } = App.useApp()
  const [page, setPage] = useState(1)
  const reports = useRankingReports(site.id, page)
  const mail = useMailReport(site.id)
  return (
    <ProjectFrame
      site={site}
      extra={
        <Button
          type="primary"
          icon={<FileExcelOutlined />}
          loading={mail.isPending}
          onClick={() =>
            mail.mutate(
              { engine: null, device: null, end: null },
              {
                onSuccess: () => message.success(t('export.mailed')),
                onError: (error) => message.error(failureText(error, t('export.mailFailed'))),
              },
            )
          }
        >
          {t('export.mail')}
        </Button>
      }
    >
      <Card title={t('reports.title')}>
        <Table<Operation>
          rowKey="id"
          loading={reports.isLoading}
          dataSource={reports.data?.data ?? []}
          locale={{ emptyText: reports.isError ? failureText(reports.error, t('reports.failed')) : t('reports.empty') }}
          pagination={{
            current: page,
            pageSize: reports.data?.meta.per_page ?? 10,
            total: reports.data?.meta.total ?? 0,
            hideOnSinglePage: true,
            showSizeChanger: false,
            onChange: setPage,
          }}
          columns={[
            { key: 'created', title: t('reports.requested'), render: (_, op) => dayjs(op.created_at).format('YYYY/MM/DD HH:mm') },
            {
              key: 'status',
              title: t('reports.status'),
              render: (_, op) =>
                op.status === 'in_progress' ? (
                  <Progress percent={op.progress} size="small" style={{ width: 140 }} />
                ) : (
                  <Tag color={STATUS_COLORS[op.status]}>{t(`reports.statuses.${op.status}`)}</Tag>
                ),
            },
            {
              key: 'completed',
              title: t('reports.completed'),
              render: (_, op) => (op.completed_at ? dayjs(op.completed_at).format('YYYY/MM/DD HH:mm') : '—'),
            },
          ]}
        />
      </Card>
    </ProjectFrame>
  )
}

/** `/projects/:id/rankings/reports`: the project's Excel ranking reports, from the operation history filtered
 * by the API (type and project), a page at a time. */
export function ReportsScreen() {
  return <SiteGate>{(site) => <Reports site={site} />}</SiteGate>
}
