import { CheckCircleOutlined, CloudOutlined, DisconnectOutlined, LoadingOutlined } from '@ant-design/icons'
import { Alert, Button, Tag } from 'antd'
import dayjs from 'dayjs'
import { useTranslation } from 'react-i18next'
import { failureText } from '@/lib/failure-text'
import type { SaveState } from '../utils/autosave'

/** Where the autosave stands, beside the document's title. */
export function SaveTag({ state, savedAt }: { state: SaveState; savedAt: string }) {
  const { t } = useTranslation('writers')
  if (state === 'saving') return <Tag icon={<LoadingOutlined />} color="processing">{t('save.saving')}</Tag>
  if (state === 'pending') return <Tag icon={<CloudOutlined />}>{t('save.pending')}</Tag>
  if (state === 'offline') return <Tag icon={<DisconnectOutlined />} color="warning">{t('save.offline')}</Tag>
  if (state === 'saved') {
    return (
      <Tag icon={<CheckCircleOutlined />} color="success">
        {t('save.saved', { time: dayjs(savedAt).format('HH:mm:ss') })}
      </Tag>
    )
  }
  return <Tag color="error">{t('save.failed')}</Tag>
}

/** SPEC §8's warnings: the network is unstable (edits may not be saved; back up), the document changed
 * elsewhere (reload), or the server refused the edit (its reason). */
export function SaveAlert({ state, error, onReload }: { state: SaveState; error: unknown; onReload: () => void }) {
  const { t } = useTranslation('writers')
  if (state === 'offline') {
    return <Alert type="warning" showIcon message={t('save.unstableTitle')} description={t('save.unstable')} />
  }
  if (state === 'conflict') {
    return (
      <Alert
        type="error"
        showIcon
        message={failureText(error, t('save.failed'))}
        action={<Button onClick={onReload}>{t('save.reload')}</Button>}
      />
    )
  }
  if (state === 'failed') return <Alert type="error" showIcon message={failureText(error, t('save.failed'))} />
  return null
}
