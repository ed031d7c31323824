import { CheckOutlined, CopyOutlined } from '@ant-design/icons'
import { Alert, App, Button, Modal, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CreatedToken } from '../api/create-token'
import styles from './tokens.module.css'

/** The new token's secret, shown this once, with a copy button. */
export function TokenSecretModal({ token, onClose }: { token: CreatedToken | null; onClose: () => void }) {
  const { t } = useTranslation('tokens')
  const { message } = App.useApp()
  const [copied, setCopied] = useState(false)

  const copy = async () => {
    if (!token) return
    try {
      await navigator.clipboard.writeText(token.token)
      setCopied(true)
      void message.success(t('secret.copied'))
    } catch {
      void message.error(t('secret.clipboardUnsupported'))
    }
  }

  return (
    <Modal
      open={token !== null}
      title={t('secret.title', { name: token?.name ?? '' })}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      afterOpenChange={(isOpen) => !isOpen && setCopied(false)}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('secret.done')}
        </Button>
      }
    >
      <Alert type="warning" showIcon title={t('secret.once')} style={{ marginBottom: 16 }} />
      <div className={styles.secret}>
        <Typography.Text code className={styles.secretText} data-testid="token-secret">
          {token?.token}
        </Typography.Text>
        <Button icon={copied ? <CheckOutlined /> : <CopyOutlined />} onClick={() => void copy()}>
          {copied ? t('secret.copiedShort') : t('secret.copy')}
        </Button>
      </div>
    </Modal>
  )
}
