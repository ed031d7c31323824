import { TeamOutlined } from '@ant-design/icons'
import { Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import type { CoEditing, ConnectionState } from '../collab/use-co-editing'
import styles from './writers.module.css'

const STATE_COLOR: Record<ConnectionState, string> = { connecting: 'processing', connected: 'success', reconnecting: 'warning' }

/** Who is editing the shared document right now (their caret colours) and how the connection is. */
export function CoEditorsBar({ session }: { session: Pick<CoEditing, 'state' | 'editors'> }) {
  const { t } = useTranslation('writers')
  return (
    <div className={styles.coEditors}>
      <TeamOutlined aria-hidden />
      <Typography.Text type="secondary">{t('coEditing.editing')}</Typography.Text>
      <span data-testid="co-editors" className={styles.coEditorNames}>
        {session.editors.map((editor) => (
          <Tag key={editor.clientId} color={editor.color} variant="solid">
            {editor.self ? t('coEditing.you', { name: editor.name }) : editor.name}
          </Tag>
        ))}
      </span>
      <Tag color={STATE_COLOR[session.state]} data-testid="connection-state">
        {t(`coEditing.state.${session.state}`)}
      </Tag>
    </div>
  )
}
