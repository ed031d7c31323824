import { LinkOutlined, ShareAltOutlined } from '@ant-design/icons'
import type { Editor } from '@tiptap/react'
import { Alert, App, Button, DatePicker, Descriptions, Form, Input, Modal, Popconfirm, Popover, Skeleton, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PlanLockHint, useLockReason } from '@/components/plan-lock'
import { allowance } from '@/lib/allowance'
import { useUser } from '@/lib/auth'
import { applyFieldErrors } from '@/lib/form-errors'
import { failureText } from '@/lib/failure-text'
import { sharePasswordIssue } from '@/lib/share-form'
import { useDocumentShare, useShareActions, type WriterShare } from '../api/share'
import type { WriterDocument } from '../api/writers'
import { initialShareDoc, shareState, type SharedFields } from '../collab/doc-layout'

export const SHARE_DEFAULT_DAYS = 7
/** the server's limit (writer.share_expiry_too_far) */
export const SHARE_MAX_DAYS = 90
const DATE_TIME = 'YYYY/MM/DD HH:mm'

interface ShareFormValues {
  editor_name: string
  password: string
  expires_at: Dayjs | null
}

/** The share's end: the end of the chosen day, but never past the server's limit from now. */
export function shareExpiry(day: Dayjs, now: Dayjs = dayjs()): string {
  const latest = now.add(SHARE_MAX_DAYS, 'day')
  const end = day.endOf('day')
  return (end.isAfter(latest) ? latest : end).toISOString()
}

interface ShareSource {
  /** the editor whose body is shared as it is now */
  editor: () => Editor | null
  fields: SharedFields
  /** runs before the POST (the autosave's last edits go first) */
  beforeShare?: () => Promise<unknown>
}

function ShareForm({ documentId, source, onShared }: { documentId: number; source: ShareSource; onShared: () => void }) {
  const { t } = useTranslation('writers')
  const [form] = Form.useForm<ShareFormValues>()
  const { create } = useShareActions(documentId)
  const [failure, setFailure] = useState<string | null>(null)

  const submit = async (values: ShareFormValues) => {
    const editor = source.editor()
    if (!editor || !values.expires_at) return
    setFailure(null)
    await source.beforeShare?.()
    const doc = initialShareDoc(editor.schema, editor.getJSON(), source.fields)
    const body = {
      editor_name: values.editor_name.trim(),
      password: values.password,
      expires_at: shareExpiry(values.expires_at),
      state: shareState(doc),
    }
    doc.destroy()
    create.mutate(body, {
      onSuccess: onShared,
      // 422's field errors go under their fields; a refusal (plan, not the creator, already shared) above
      onError: (error) => {
        if (!applyFieldErrors(form, error)) setFailure(failureText(error, t('share.failed')))
      },
    })
  }

  return (
    <Form<ShareFormValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ editor_name: '', password: '', expires_at: dayjs().add(SHARE_DEFAULT_DAYS, 'day') }}
      onFinish={(values) => void submit(values)}
    >
      <Typography.Paragraph type="secondary">{t('share.description')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form.Item
        name="editor_name"
        label={t('share.editorName')}
        extra={t('share.editorNameHelp')}
        rules={[{ required: true, whitespace: true, message: t('errors:validation.required') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('share.password')}
        extra={t('share.passwordHelp')}
        rules={[
          { required: true, message: t('errors:validation.required') },
          {
            validator: (_, value: string) => {
              const issue = value ? sharePasswordIssue(value) : null
              return issue ? Promise.reject(new Error(t(`errors:${issue.code}`, issue.params))) : Promise.resolve()
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="expires_at"
        label={t('share.expiresAt')}
        rules={[{ required: true, message: t('errors:validation.required') }]}
      >
        <DatePicker
          allowClear={false}
          style={{ width: '100%' }}
          disabledDate={(day) => day.isBefore(dayjs(), 'day') || day.isAfter(dayjs().add(SHARE_MAX_DAYS, 'day'), 'day')}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={create.isPending}>
        {t('share.submit')}
      </Button>
    </Form>
  )
}

function ActiveShare({ documentId, share, onRevoked }: { documentId: number; share: WriterShare; onRevoked: () => void }) {
  const { t } = useTranslation('writers')
  const { revoke } = useShareActions(documentId)
  // SPEC §8: cancelling a share logs the error only
  const stop = () =>
    revoke.mutateAsync().then(onRevoked, (error: unknown) => {
      console.error(error)
    })
  return (
    <>
      <Typography.Paragraph type="secondary">{t('share.activeDescription')}</Typography.Paragraph>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={<><LinkOutlined /> {t('share.link')}</>}>
          <Typography.Text
            data-testid="writer-share-link"
            copyable={{ text: share.url, tooltips: [t('share.copy'), t('share.copied')] }}
          >
            {share.url}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('share.editorName')}>{share.editor_name}</Descriptions.Item>
        <Descriptions.Item label={t('share.expiresAt')}>{dayjs(share.expires_at).format(DATE_TIME)}</Descriptions.Item>
      </Descriptions>
      <Alert type="info" showIcon title={t('share.changeNote')} style={{ margin: '16px 0' }} />
      <Popconfirm
        title={t('share.stopConfirm')}
        okText={t('share.stop')}
        okButtonProps={{ danger: true }}
        cancelText={t('common:actions.cancel')}
        onConfirm={stop}
      >
        <Button danger block loading={revoke.isPending}>
          {t('share.stop')}
        </Button>
      </Popconfirm>
    </>
  )
}

/** The dialog's content: the active link, or the form that makes one. */
export function SharePanel({
  documentId,
  source,
  onShared,
  onRevoked,
}: {
  documentId: number
  source: ShareSource
  onShared: () => void
  onRevoked: () => void
}) {
  const { t } = useTranslation('writers')
  const share = useDocumentShare(documentId, true)
  if (share.isPending) return <Skeleton active paragraph={{ rows: 4 }} />
  if (share.isError) return <Alert type="error" showIcon title={failureText(share.error, t('share.loadFailed'))} />
  return share.data ? (
    <ActiveShare documentId={documentId} share={share.data} onRevoked={onRevoked} />
  ) : (
    <ShareForm documentId={documentId} source={source} onShared={onShared} />
  )
}

/**
 * "Share" in the editor's header, for the document's creator (SPEC §3 share link, co-editing): a link
 * with an editor name, a password and an expiry. Without `writer_share` in the plan the button shows
 * why and the upgrade link instead (an active share can still be seen and stopped). `onRevoked`: the
 * editor starts afresh on the text co-editing left.
 */
export function ShareButton({ document, source, onRevoked }: { document: WriterDocument; source: ShareSource; onRevoked: () => void }) {
  const { t } = useTranslation('writers')
  const { message } = App.useApp()
  const { user } = useUser()
  const lock = useLockReason(allowance(user?.subscription, 'writer_share'))
  const [open, setOpen] = useState(false)
  if (!user || user.id !== document.creator_id) return null
  const label = document.share_active ? t('share.activeAction') : t('share.action')
  if (lock && !document.share_active) {
    return (
      <Popover trigger="click" content={<PlanLockHint reason={lock} />}>
        <Button icon={<ShareAltOutlined />}>{label}</Button>
      </Popover>
    )
  }
  return (
    <>
      <Button icon={<ShareAltOutlined />} type={document.share_active ? 'primary' : 'default'} ghost={document.share_active} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal open={open} title={t('share.title')} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <SharePanel
          documentId={document.id}
          source={source}
          // shared: the dialog stays open on the new link (the document, read again, turns to co-editing)
          onShared={() => void message.success(t('share.created'))}
          onRevoked={() => {
            setOpen(false)
            void message.success(t('share.stopped'))
            onRevoked()
          }}
        />
      </Modal>
    </>
  )
}
