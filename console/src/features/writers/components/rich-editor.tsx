import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  TableOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons'
import { Collaboration } from '@tiptap/extension-collaboration'
import { Image } from '@tiptap/extension-image'
import { TableKit } from '@tiptap/extension-table'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import { StarterKit } from '@tiptap/starter-kit'
import { Button, Divider, Form, Input, Modal, Space, Tooltip } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Awareness } from 'y-protocols/awareness'
import type * as Y from 'yjs'
import { BODY_FRAGMENT } from '../collab/doc-layout'
import { CollaborationCarets } from '../collab/collaboration-carets'
import { spanHighlight, spanHighlightKey } from '../utils/span-highlight'
import type { TextSpan } from '../utils/text-positions'
import styles from './writers.module.css'

/** What the side column reads of the document on every change. */
export interface EditorSnapshot {
  text: string
  blocks: { type?: string; attrs?: Record<string, unknown>; text: string }[]
  empty: boolean
}

function snapshot(editor: Editor): EditorSnapshot {
  const blocks: EditorSnapshot['blocks'] = []
  editor.state.doc.forEach((node) => blocks.push({ type: node.type.name, attrs: node.attrs, text: node.textContent }))
  return { text: editor.getText({ blockSeparator: '\n' }), blocks, empty: editor.isEmpty }
}

interface RichEditorProps {
  html: string
  placeholder: string
  onChange: (html: string, snapshot: EditorSnapshot) => void
  onReady: (snapshot: EditorSnapshot, editor: Editor) => void
  /** Spans a check reported (the sensitive-word findings), marked in the text until the next check. */
  highlights?: TextSpan[]
  /** Co-editing: the body is the shared doc's `default` fragment (`html` is not used) and the others'
   * carets are drawn. Read once, when the editor is made. */
  coEditing?: { doc: Y.Doc; awareness: Awareness }
  /** false: read only for now (co-editing before the server's copy has arrived) */
  editable?: boolean
}

type Dialog = { kind: 'link' } | { kind: 'image' } | null

/**
 * The document's body in TipTap (ProseMirror): headings, lists, quotes, links, images with alt text and
 * tables — what the server keeps when it sanitises (api/writers/sanitize.py).
 */
export function RichEditor({ html, placeholder, onChange, onReady, highlights, coEditing, editable = true }: RichEditorProps) {
  const { t } = useTranslation('writers')
  const [dialog, setDialog] = useState<Dialog>(null)
  const [form] = Form.useForm()
  const editor = useEditor({
    extensions: [
      // co-editing: Collaboration brings its own undo, which undoes only one's own edits
      StarterKit.configure({ link: { openOnClick: false, protocols: ['mailto', 'tel'] }, ...(coEditing && { undoRedo: false }) }),
      Image,
      TableKit.configure({ table: { resizable: false } }),
      spanHighlight(styles.flagged),
      ...(coEditing
        ? [
            Collaboration.configure({ document: coEditing.doc, field: BODY_FRAGMENT }),
            CollaborationCarets.configure({ awareness: coEditing.awareness }),
          ]
        : []),
    ],
    content: coEditing ? undefined : html,
    editable,
    editorProps: { attributes: { class: styles.prose, 'aria-label': t('editor.body'), 'data-placeholder': placeholder } },
    onCreate: ({ editor: created }) => onReady(snapshot(created), created),
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML(), snapshot(changed)),
  })
  useEffect(() => {
    if (!editor.isDestroyed && editor.isEditable !== editable) editor.setEditable(editable, false)
  }, [editor, editable])
  useEffect(() => {
    if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(spanHighlightKey, highlights ?? []))
  }, [editor, highlights])
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      h1: current.isActive('heading', { level: 1 }),
      h2: current.isActive('heading', { level: 2 }),
      h3: current.isActive('heading', { level: 3 }),
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      bullet: current.isActive('bulletList'),
      ordered: current.isActive('orderedList'),
      link: current.isActive('link'),
      table: current.isActive('table'),
      undo: current.can().undo(),
      redo: current.can().redo(),
    }),
  })

  const chain = () => editor.chain().focus()
  const tool = (label: string, on: boolean, run: () => void, icon?: React.ReactNode, text?: string) => (
    <Tooltip title={label} key={label}>
      <Button type={on ? 'primary' : 'text'} size="small" icon={icon} aria-label={label} aria-pressed={on} onClick={run}>
        {text}
      </Button>
    </Tooltip>
  )
  const open = (next: Dialog) => {
    form.resetFields()
    if (next?.kind === 'link') form.setFieldsValue({ href: editor.getAttributes('link').href ?? '' })
    setDialog(next)
  }
  const apply = (values: { href?: string; src?: string; alt?: string }) => {
    if (dialog?.kind === 'link') {
      if (values.href?.trim()) chain().extendMarkRange('link').setLink({ href: values.href.trim() }).run()
      else chain().extendMarkRange('link').unsetLink().run()
    } else if (dialog?.kind === 'image' && values.src?.trim()) {
      chain().setImage({ src: values.src.trim(), alt: values.alt?.trim() ?? '' }).run()
    }
    setDialog(null)
  }

  return (
    <div className={styles.editorFrame}>
      <Space wrap size={2} className={styles.toolbar} role="toolbar" aria-label={t('editor.toolbar')}>
        {tool(t('toolbar.h1'), active.h1, () => chain().toggleHeading({ level: 1 }).run(), undefined, 'H1')}
        {tool(t('toolbar.h2'), active.h2, () => chain().toggleHeading({ level: 2 }).run(), undefined, 'H2')}
        {tool(t('toolbar.h3'), active.h3, () => chain().toggleHeading({ level: 3 }).run(), undefined, 'H3')}
        <Divider type="vertical" />
        {tool(t('toolbar.bold'), active.bold, () => chain().toggleBold().run(), <BoldOutlined />)}
        {tool(t('toolbar.italic'), active.italic, () => chain().toggleItalic().run(), <ItalicOutlined />)}
        {tool(t('toolbar.bulletList'), active.bullet, () => chain().toggleBulletList().run(), <UnorderedListOutlined />)}
        {tool(t('toolbar.orderedList'), active.ordered, () => chain().toggleOrderedList().run(), <OrderedListOutlined />)}
        <Divider type="vertical" />
        {tool(t('toolbar.link'), active.link, () => open({ kind: 'link' }), <LinkOutlined />)}
        {tool(t('toolbar.image'), false, () => open({ kind: 'image' }), <PictureOutlined />)}
        {tool(t('toolbar.table'), active.table, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(), <TableOutlined />)}
        {active.table && (
          <>
            {tool(t('toolbar.addRow'), false, () => chain().addRowAfter().run(), undefined, t('toolbar.addRowShort'))}
            {tool(t('toolbar.addColumn'), false, () => chain().addColumnAfter().run(), undefined, t('toolbar.addColumnShort'))}
            {tool(t('toolbar.deleteTable'), false, () => chain().deleteTable().run(), undefined, t('toolbar.deleteTableShort'))}
          </>
        )}
        <Divider type="vertical" />
        {tool(t('toolbar.undo'), false, () => chain().undo().run(), <UndoOutlined />)}
        {tool(t('toolbar.redo'), false, () => chain().redo().run(), <RedoOutlined />)}
      </Space>
      <EditorContent editor={editor} className={styles.content} />
      <Modal
        open={dialog !== null}
        title={dialog?.kind === 'image' ? t('image.title') : t('link.title')}
        okText={t('common:actions.confirm')}
        cancelText={t('common:actions.cancel')}
        onOk={() => form.submit()}
        onCancel={() => setDialog(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={apply}>
          {dialog?.kind === 'image' ? (
            <>
              <Form.Item name="src" label={t('image.src')} rules={[{ required: true, type: 'url', message: t('image.srcInvalid') }]}>
                <Input placeholder="https://" />
              </Form.Item>
              <Form.Item name="alt" label={t('image.alt')} extra={t('image.altHelp')}>
                <Input />
              </Form.Item>
            </>
          ) : (
            <Form.Item name="href" label={t('link.href')} extra={t('link.help')}>
              <Input placeholder="https://" />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </div>
  )
}
