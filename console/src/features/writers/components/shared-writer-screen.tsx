import { Alert, Card, Result, Skeleton, Typography } from 'antd'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import dayjs from 'dayjs'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router-dom'
import { PasswordGate } from '@/components/password-gate'
import { ApiError } from '@/lib/api-client'
import { failureText } from '@/lib/failure-text'
import { type SharedDocument, shareKeys, unlockShare, useSharedDocument } from '../api/share'
import { useCoEditing } from '../collab/use-co-editing'
import { useDocumentFields } from '../collab/use-document-fields'
import { forgetShareToken, keepShareToken, readShareToken } from '../utils/share-tokens'
import { CoEditorsBar } from './co-editors-bar'
import { DocumentFieldsForm } from './document-fields-form'
import { RichEditor } from './rich-editor'
import styles from './writers.module.css'

const DATE_TIME = 'YYYY/MM/DD HH:mm'
const ignore = () => {}

const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : undefined)

/** The guest's co-editing editor: the fields and the body bound to the shared doc, under the guest's
 * share name. `onLocked`: the server no longer takes the token (4401), ask the password again. */
function SharedWriter({ document, token, onLocked }: { document: SharedDocument; token: string; onLocked: () => void }) {
  const { t } = useTranslation('writers')
  const coEditing = useCoEditing({ templateId: document.id, name: document.editor_name, shareToken: token })
  const [fields, changeField] = useDocumentFields(
    { keyword: document.keyword, title: document.title, description: '' },
    coEditing?.doc ?? null,
    ignore,
  )
  const end = coEditing?.end ?? null
  useEffect(() => {
    if (end === 'locked') onLocked()
    // once per end: onLocked is a new function on every render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [end])

  if (end === 'ended') return <Result status="info" title={t('sharePage.ended')} subTitle={t('sharePage.endedHint')} />
  const editable = coEditing !== null && coEditing.synced && end === null
  return (
    <div className={styles.sharedPage}>
      <div className={styles.sharedHead}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {fields.title || t('untitled')}
        </Typography.Title>
        <Typography.Text type="secondary" data-testid="share-byline">
          {t('sharePage.byline', { owner: document.owner_name, date: dayjs(document.expires_at).format(DATE_TIME) })}
        </Typography.Text>
      </div>
      {coEditing && <CoEditorsBar session={coEditing} />}
      {end && <Alert type="error" showIcon title={t(`coEditing.end.${end}`)} />}
      <DocumentFieldsForm values={fields} onChange={changeField} disabled={!editable} />
      {coEditing ? (
        <RichEditor
          html=""
          coEditing={{ doc: coEditing.doc, awareness: coEditing.provider.awareness }}
          editable={editable}
          placeholder={t('editor.placeholder')}
          onReady={ignore}
          onChange={ignore}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </div>
  )
}

/**
 * `/share/seo-writer/{uuid}` (public, share layout): a shared SEO writer document behind its password
 * (SPEC §3 share link). The password is exchanged once for a token (kept in this browser, see
 * utils/share-tokens.ts); with it the guest co-edits under the name the owner gave the share.
 */
export function SharedWriterScreen() {
  const { t } = useTranslation('writers')
  const uuid = useParams().uuid ?? ''
  const client = useQueryClient()
  const [token, setToken] = useState(() => (uuid ? readShareToken(uuid) : null))
  // the token stopped working while editing: say why the password is asked again
  const [relocked, setRelocked] = useState(false)
  const shared = useSharedDocument(uuid, token)
  const unlock = useMutation({
    mutationFn: (password: string) => unlockShare(uuid, password),
    onSuccess: (answer) => {
      keepShareToken(uuid, answer.token)
      client.setQueryData(shareKeys.shared(uuid, answer.token), answer.document)
      setRelocked(false)
      setToken(answer.token)
    },
  })
  // a kept token the server no longer takes (401) is of no more use
  const tokenRefused = token !== null && statusOf(shared.error) === 401
  useEffect(() => {
    if (tokenRefused) forgetShareToken(uuid)
  }, [tokenRefused, uuid])

  const failed = unlock.error ?? shared.error
  if (!uuid || statusOf(failed) === 404) {
    return <Result status="404" title={t('sharePage.notFound')} subTitle={t('sharePage.notFoundHint')} />
  }
  if (statusOf(failed) === 410) {
    return <Result status="info" title={t('sharePage.ended')} subTitle={t('sharePage.endedHint')} />
  }
  if (token && shared.data && !relocked) {
    return (
      <SharedWriter
        key={token}
        document={shared.data}
        token={token}
        onLocked={() => {
          forgetShareToken(uuid)
          setRelocked(true)
        }}
      />
    )
  }
  if (token && shared.isLoading) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    )
  }
  return (
    <PasswordGate
      texts={{
        title: t('sharePage.gateTitle'),
        description: t('sharePage.gateDescription'),
        password: t('sharePage.password'),
        submit: t('sharePage.submit'),
      }}
      loading={unlock.isPending}
      error={gateError()}
      onSubmit={(password) => unlock.mutate(password)}
    />
  )

  function gateError(): string | undefined {
    if (unlock.isError) {
      const status = statusOf(unlock.error)
      if (status === 403) return t('sharePage.wrongPassword')
      if (status === 429) return t('sharePage.tooManyAttempts')
      return failureText(unlock.error, t('sharePage.failed'))
    }
    if (relocked || tokenRefused) return t('sharePage.passwordAgain')
    if (shared.isError) return failureText(shared.error, t('sharePage.failed'))
    return undefined
  }
}
