import { Alert, App, Empty, Modal, Table, Typography } from 'antd'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { readableUrl } from '@/lib/rank-format'
import { failureText } from '@/lib/failure-text'
import { useHasScreen } from '@/lib/registered-routes'
import { usePageAuditActions } from '../api/mutations'
import { type CrawledPage, useCrawledPages } from '../api/queries'
import styles from './page-audit.module.css'

/**
 * Import pages from the latest site crawl (POST /sites/{id}/page_evaluations/import): the crawled
 * pages not audited yet, ticked by the user. They are audited without a keyword until a batch audit
 * gives each one its keyword.
 */
export function ImportDialog({
  siteId,
  open,
  audited,
  onClose,
}: {
  siteId: number
  open: boolean
  audited: Set<string>
  onClose: () => void
}) {
  const { t } = useTranslation('pageAudit')
  const { message } = App.useApp()
  const hasScreen = useHasScreen()
  const crawled = useCrawledPages(siteId, open)
  const { importPages } = usePageAuditActions(siteId)
  const [ticked, setTicked] = useState<string[]>([])
  const rows = useMemo(() => (crawled.data ?? []).filter((page) => !audited.has(page.url)), [crawled.data, audited])
  const overview = `/projects/${siteId}/site-audit/overview`

  const submit = () =>
    importPages.mutate(ticked, {
      onSuccess: () => {
        void message.success(t('import.started', { count: ticked.length }))
        setTicked([])
        onClose()
      },
      onError: (error) => void message.error(failureText(error, t('errors:page_audit.import_failed'))),
    })

  return (
    <Modal
      open={open}
      width={760}
      title={t('import.title')}
      okText={t('import.submit', { count: ticked.length })}
      okButtonProps={{ disabled: ticked.length === 0 }}
      cancelText={t('common:actions.cancel')}
      confirmLoading={importPages.isPending}
      onOk={submit}
      onCancel={onClose}
    >
      <Typography.Paragraph type="secondary">{t('import.intro')}</Typography.Paragraph>
      {crawled.isError && <Alert type="error" showIcon title={failureText(crawled.error, t('import.loadFailed'))} />}
      {crawled.isSuccess && crawled.data.length === 0 ? (
        <Empty
          description={
            <>
              {t('import.noCrawl')}{' '}
              {hasScreen(overview) && <Link to={overview}>{t('import.runCrawl')}</Link>}
            </>
          }
        />
      ) : (
        <Table<CrawledPage>
          className={styles.importTable}
          size="small"
          rowKey="url"
          loading={crawled.isLoading}
          dataSource={rows}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          rowSelection={{ selectedRowKeys: ticked, onChange: (keys) => setTicked(keys as string[]) }}
          locale={{ emptyText: t('import.allAudited') }}
          columns={[
            { key: 'url', title: t('grid.url'), render: (_, page) => readableUrl(page.url), ellipsis: true },
            { key: 'title', title: t('grid.title'), dataIndex: 'title', ellipsis: true },
          ]}
        />
      )}
    </Modal>
  )
}
