import { ArrowLeftOutlined, CopyOutlined, DeleteOutlined, HistoryOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import { App, Button, Card, Form, Input, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { FullPageSpinner } from '@/components/full-page-spinner'
import { LoadFailed } from '@/components/load-failed'
import { useUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import { useDeleteDocument, useDocument, writerKeys, type WriterDocument } from '../api/writers'
import { useAutosave } from '../hooks/use-autosave'
import { HistoryDrawer } from './history-drawer'
import { RichEditor, type EditorSnapshot } from './rich-editor'
import { SaveAlert, SaveTag } from './save-status'
import { DocumentFacts } from './side-column'
import styles from './writers.module.css'

export const LIST_PATH = '/seo-diy/seo-writer'

/** `/seo-diy/seo-writer/{id}`: the SEO writer's editor (the sidebar hidden, SPEC §2). */
export function EditorScreen() {
  const { t } = useTranslation('writers')
  const id = Number(useParams().id)
  const document = useDocument(id)
  // a new key mounts the editor afresh on what the server has now (after a restore or a conflict)
  const [generation, setGeneration] = useState(0)
  const client = useQueryClient()
  const reload = async () => {
    await client.refetchQueries({ queryKey: writerKeys.document(id) })
    setGeneration((n) => n + 1)
  }
  if (document.isPending) return <FullPageSpinner />
  if (document.isError) return <LoadFailed title={t('loadFailed')} error={document.error} onRetry={() => void document.refetch()} />
  return (
    <DocumentEditor
      key={generation}
      document={document.data}
      onReload={() => void reload()}
      onRestored={(restored) => {
        client.setQueryData(writerKeys.document(id), restored)
        setGeneration((n) => n + 1)
      }}
    />
  )
}

interface DocumentEditorProps {
  document: WriterDocument
  onReload: () => void
  onRestored: (document: WriterDocument) => void
}

function DocumentEditor({ document, onReload, onRestored }: DocumentEditorProps) {
  const { t } = useTranslation('writers')
  const { message, modal } = App.useApp()
  const { user } = useUser()
  const navigate = useNavigate()
  const remove = useDeleteDocument()
  const { state, error, savedAt, autosave } = useAutosave(document)
  const [title, setTitle] = useState(document.title)
  const [body, setBody] = useState<EditorSnapshot | null>(null)
  const [html, setHtml] = useState(document.content_html)
  const [historyOpen, setHistoryOpen] = useState(false)

  // SPEC §5: a draft may be empty; copying it out to post it needs a title and content
  const copy = () => {
    if (!title.trim() || !body || body.empty) {
      void message.error(t('copy.required'))
      return
    }
    void navigator.clipboard.writeText(html).then(
      () => void message.success(t('copy.done')),
      () => void message.error(t('copy.unsupported')),
    )
  }
  const confirmDelete = () =>
    modal.confirm({
      title: t('delete.title', { title: title || t('untitled') }),
      okText: t('delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: () =>
        remove.mutateAsync(document.id).then(
          () => navigate(LIST_PATH),
          (failure: unknown) => void message.error(failureText(failure, t('delete.failed'))),
        ),
    })

  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <div className={styles.head}>
          <Link to={LIST_PATH} aria-label={t('back')}>
            <ArrowLeftOutlined />
          </Link>
          <Typography.Title level={4} className={styles.headTitle}>
            {title || t('untitled')}
          </Typography.Title>
          <SaveTag state={state} savedAt={savedAt} />
          <Space>
            <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
              {t('history.open')}
            </Button>
            <Button icon={<CopyOutlined />} onClick={copy}>
              {t('copy.action')}
            </Button>
            {user?.id === document.creator_id && (
              <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
                {t('delete.action')}
              </Button>
            )}
          </Space>
        </div>
        <SaveAlert state={state} error={error} onReload={onReload} />
        <Card size="small">
          <Form layout="vertical" requiredMark={false}>
            <Form.Item label={t('fields.keyword')} style={{ marginBottom: 12 }}>
              <Input
                defaultValue={document.keyword}
                maxLength={200}
                placeholder={t('fields.keywordPlaceholder')}
                onChange={(event) => autosave.change({ keyword: event.target.value })}
              />
            </Form.Item>
            <Form.Item label={t('fields.title')} style={{ marginBottom: 12 }}>
              <Input
                value={title}
                maxLength={200}
                showCount
                placeholder={t('fields.titlePlaceholder')}
                onChange={(event) => {
                  setTitle(event.target.value)
                  autosave.change({ title: event.target.value })
                }}
              />
            </Form.Item>
            <Form.Item label={t('fields.description')} style={{ marginBottom: 0 }}>
              <Input.TextArea
                defaultValue={document.description}
                maxLength={1000}
                showCount
                autoSize={{ minRows: 2, maxRows: 4 }}
                placeholder={t('fields.descriptionPlaceholder')}
                onChange={(event) => autosave.change({ description: event.target.value })}
              />
            </Form.Item>
          </Form>
        </Card>
        <RichEditor
          html={document.content_html}
          placeholder={t('editor.placeholder')}
          onReady={setBody}
          onChange={(next, snapshot) => {
            setHtml(next)
            setBody(snapshot)
            autosave.change({ content_html: next })
          }}
        />
      </div>
      <aside className={styles.side} aria-label={t('side.label')}>
        <DocumentFacts body={body} />
      </aside>
      <HistoryDrawer
        open={historyOpen}
        document={document}
        onClose={() => setHistoryOpen(false)}
        beforeRestore={async () => {
          await autosave.flush()
          return autosave.version()
        }}
        onRestored={onRestored}
      />
    </div>
  )
}
