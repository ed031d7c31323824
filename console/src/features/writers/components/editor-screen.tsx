import { ArrowLeftOutlined, CopyOutlined, DeleteOutlined, HistoryOutlined } from '@ant-design/icons'
import { useQueryClient } from '@tanstack/react-query'
import type { Editor } from '@tiptap/react'
import { Alert, App, Button, type InputRef, Skeleton, Space, Typography } from 'antd'
import type { TextAreaRef } from 'antd/es/input/TextArea'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { FullPageSpinner } from '@/components/full-page-spinner'
import { LoadFailed } from '@/components/load-failed'
import { sessionLost } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import { useDeleteDocument, useDocument, writerKeys, type WriterDocument } from '../api/writers'
import { useCoEditing } from '../collab/use-co-editing'
import { useDocumentFields } from '../collab/use-document-fields'
import { useAutosave } from '../hooks/use-autosave'
import { type EditorHandle, editorHandle } from '../utils/editor-handle'
import type { TextSpan } from '../utils/text-positions'
import { CoEditorsBar } from './co-editors-bar'
import { DocumentFieldsForm } from './document-fields-form'
import { HistoryDrawer } from './history-drawer'
import { RichEditor, type EditorSnapshot } from './rich-editor'
import { SaveAlert, SaveTag } from './save-status'
import { ShareButton } from './share-dialog'
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

const ignore = () => {}

function DocumentEditor({ document, onReload, onRestored, side, actions, highlights }: DocumentEditorProps) {
  const { t } = useTranslation('writers')
  const { message, modal } = App.useApp()
  const { user } = useUser()
  const navigate = useNavigate()
  const remove = useDeleteDocument()
  const { state, error, savedAt, autosave } = useAutosave(document)
  // while shared, the text changes only through co-editing (api/writers/share.py): no autosave, the server
  // writes the document from the shared doc
  const shared = document.share_active === true
  const coEditing = useCoEditing(shared && user ? { templateId: document.id, name: user.name || user.email } : null)
  const [{ keyword, title, description }, changeField] = useDocumentFields(
    { keyword: document.keyword, title: document.title, description: document.description },
    coEditing?.doc ?? null,
    shared ? ignore : autosave.change,
  )
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
  const bodyReady = (snapshot: EditorSnapshot, editor: Editor) => {
    editorRef.current = editor
    setBody(snapshot)
  }
  // the share was stopped (here or in another window) or ran out: the document is the owner's alone again
  const ended = coEditing?.end === 'ended'
  useEffect(() => {
    if (ended) onReload()
    // once per end: onReload is a new function on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended])
  // a signed-in editor's socket refused (4401): the session ran out, sign in again as after any 401
  const signedOut = coEditing?.end === 'locked'
  useEffect(() => {
    if (signedOut) sessionLost()
  }, [signedOut])

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
          {!shared && <SaveTag state={state} savedAt={savedAt} />}
          <Space>
            {!shared && (
              <Button icon={<HistoryOutlined />} onClick={() => setHistoryOpen(true)}>
                {t('history.open')}
              </Button>
            )}
            <Button icon={<CopyOutlined />} onClick={copy}>
              {t('copy.action')}
            </Button>
            {actions?.(context)}
            <ShareButton
              document={document}
              source={{
                editor: () => editorRef.current,
                fields: { keyword, title, description },
                beforeShare: () => autosave.flush(),
              }}
              onRevoked={onReload}
            />
            {user?.id === document.creator_id && (
              <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
                {t('delete.action')}
              </Button>
            )}
          </Space>
        </div>
        {shared ? (
          <>
            {coEditing && <CoEditorsBar session={coEditing} />}
            {coEditing?.end && coEditing.end !== 'ended' && (
              <Alert type="error" showIcon title={t(`coEditing.end.${coEditing.end}`)} />
            )}
          </>
        ) : (
          <SaveAlert state={state} error={error} onReload={onReload} />
        )}
        <DocumentFieldsForm
          values={{ keyword, title, description }}
          onChange={changeField}
          refs={fields}
          disabled={shared && !coEditing?.synced}
        />
        {shared && !coEditing ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <RichEditor
            // a new editor when the document becomes shared or private: its body's source changes
            key={shared ? 'co-editing' : 'own'}
            html={shared ? '' : document.content_html}
            coEditing={shared && coEditing ? { doc: coEditing.doc, awareness: coEditing.provider.awareness } : undefined}
            editable={!shared || (coEditing !== null && coEditing.synced && coEditing.end === null)}
            placeholder={t('editor.placeholder')}
            highlights={highlights}
            onReady={bodyReady}
            onChange={(next, snapshot) => {
              setHtml(next)
              setBody(snapshot)
              if (!shared) autosave.change({ content_html: next })
            }}
          />
        )}
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
