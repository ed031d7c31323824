import { App, Button, Drawer, List, Tag, Typography } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { failureText } from '@/lib/failure-text'
import { useRestoreVersion, useVersions, type WriterDocument } from '../api/writers'

interface HistoryDrawerProps {
  open: boolean
  document: WriterDocument
  onClose: () => void
  /** saves what is waiting and answers the version the restore is made on */
  beforeRestore: () => Promise<number>
  onRestored: (document: WriterDocument) => void
}

/** The document's saved versions, newest first; restoring one saves it as a new version. */
export function HistoryDrawer({ open, document, onClose, beforeRestore, onRestored }: HistoryDrawerProps) {
  const { t } = useTranslation('writers')
  const { message, modal } = App.useApp()
  const versions = useVersions(document.id, open)
  const restore = useRestoreVersion()
  const confirm = (version: number) =>
    modal.confirm({
      title: t('history.confirm', { version }),
      content: t('history.confirmText'),
      okText: t('history.restore'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          const seen = await beforeRestore()
          const restored = await restore.mutateAsync({ id: document.id, version, seen })
          void message.success(t('history.restored', { version }))
          onClose()
          onRestored(restored)
        } catch (failure) {
          void message.error(failureText(failure, t('history.failed')))
        }
      },
    })
  return (
    <Drawer open={open} onClose={onClose} title={t('history.title')} width={420}>
      <List
        loading={versions.isPending}
        dataSource={versions.data?.data ?? []}
        locale={{ emptyText: t('history.empty') }}
        renderItem={(entry, index) => (
          <List.Item
            actions={
              index === 0
                ? [<Tag key="current">{t('history.current')}</Tag>]
                : [<Button key="restore" size="small" onClick={() => confirm(entry.version)}>{t('history.restore')}</Button>]
            }
          >
            <List.Item.Meta
              title={`v${entry.version} · ${dayjs(entry.saved_at).format('YYYY/MM/DD HH:mm')}`}
              description={
                <>
                  <Typography.Text>{entry.title || t('untitled')}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {entry.saved_by ?? t('history.unknownEditor')}
                    {entry.restored_from ? ` · ${t('history.restoredFrom', { version: entry.restored_from })}` : ''}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
    </Drawer>
  )
}
