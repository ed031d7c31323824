import { ArrowLeftOutlined, CopyOutlined, DeleteOutlined, HistoryOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import type { Editor } from '@tiptap/react'
import { App, Button, Card, Form, Input, type InputRef, Space, Typography } from 'antd'
import type { TextAreaRef } from 'antd/es/input/TextArea'
import { type ReactNode, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { FullPageSpinner } from '@/components/full-page-spinner'
import { LoadFailed } from '@/components/load-failed'
import { useUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import { useDeleteDocument, useDocument, writerKeys, type WriterDocument } from '../api/writers'
import { useAutosave } from '../hooks/use-autosave'
import { type EditorHandle, editorHandle } from '../utils/editor-handle'
import type { TextSpan } from '../utils/text-positions'
import { HistoryDrawer } from './history-drawer'
import { RichEditor, type EditorSnapshot } from './rich-editor'
import { SaveAlert, SaveTag } from './save-status'
import { DocumentFacts } from './side-column'
import styles from './writers.module.css'

export const LIST_PATH = '/seo-diy/seo-writer'

/** The document as the panels beside the editor read it, as it is typed (not only as saved). */
export interface WriterDraft {
  keyword: string
  title: string
  description: string
  html: string
}

export type WriterField = 'keyword' | 'title' | 'description' | 'body'

/** What the editor hands the pages that compose other features into it. */
export interface WriterContext {
  id: number
  document: WriterDraft
  editor: EditorHandle
  focusField: (field: WriterField) => void
}

/**
 * Slots for the other features (composed in src/app): `side` goes in the right-hand column above the
 * document's facts, `actions` beside the header's buttons; `highlights` are marked in the body.
 */
export interface EditorSlots {
  side?: (context: WriterContext) => ReactNode
  actions?: (context: WriterContext) => ReactNode
  highlights?: TextSpan[]
}

/** `/seo-diy/seo-writer/{id}`: the SEO writer's editor (the sidebar hidden, SPEC §2). */
export function EditorScreen(slots: EditorSlots) {
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
      {...slots}
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

interface DocumentEditorProps extends EditorSlots {
  document: WriterDocument
  onReload: () => void
  onRestored: (document: WriterDocument) => void
}

function DocumentEditor({ document, onReload, onRestored, side, actions, highlights }: DocumentEditorProps) {
  const { t } = useTranslation('writers')
  const { message, modal } = App.useApp()
  const { user } = useUser()
  const navigate = useNavigate()
  const remove = useDeleteDocument()
  const { state, error, savedAt, autosave } = useAutosave(document)
  const [keyword, setKeyword] = useState(document.keyword)
  const [title, setTitle] = useState(document.title)
  const [description, setDescription] = useState(document.description)
  const [body, setBody] = useState<EditorSnapshot | null>(null)
  const [html, setHtml] = useState(document.content_html)
  const [historyOpen, setHistoryOpen] = useState(false)
  const editorRef = useRef<Editor | null>(null)
  const fields = { keyword: useRef<InputRef>(null), title: useRef<InputRef>(null), description: useRef<TextAreaRef>(null) }
  const handle = useMemo(() => editorHandle(() => editorRef.current), [])
  const draft = useMemo(() => ({ keyword, title, description, html }), [keyword, title, description, html])
  const context: WriterContext = {
    id: document.id,
    document: draft,
    editor: handle,
    focusField: (field) => (field === 'body' ? handle.focus() : fields[field].current?.focus({ cursor: 'end' })),
  }

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
            {actions?.(context)}
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
                ref={fields.keyword}
                value={keyword}
                maxLength={200}
                placeholder={t('fields.keywordPlaceholder')}
                onChange={(event) => {
                  setKeyword(event.target.value)
                  autosave.change({ keyword: event.target.value })
                }}
              />
            </Form.Item>
            <Form.Item label={t('fields.title')} style={{ marginBottom: 12 }}>
              <Input
                ref={fields.title}
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
                ref={fields.description}
                value={description}
                maxLength={1000}
                showCount
                autoSize={{ minRows: 2, maxRows: 4 }}
                placeholder={t('fields.descriptionPlaceholder')}
                onChange={(event) => {
                  setDescription(event.target.value)
                  autosave.change({ description: event.target.value })
                }}
              />
            </Form.Item>
          </Form>
        </Card>
        <RichEditor
          html={document.content_html}
          placeholder={t('editor.placeholder')}
          highlights={highlights}
          onReady={(snapshot, editor) => {
            editorRef.current = editor
            setBody(snapshot)
          }}
          onChange={(next, snapshot) => {
            setHtml(next)
            setBody(snapshot)
            autosave.change({ content_html: next })
          }}
        />
      </div>
      <aside className={styles.side} aria-label={t('side.label')}>
        {side?.(context)}
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
