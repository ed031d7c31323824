import { MessageOutlined, QuestionCircleOutlined, YoutubeOutlined } from '@ant-design/icons'
import { Tooltip } from 'antd'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { SOCIAL_LINKS } from '../utils/links'
import styles from './sidebar-footer.module.css'

export function SidebarFooter({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('shell')
  return (
    <footer className={styles.footer} data-collapsed={collapsed || undefined}>
      <div className={styles.social}>
        <Tooltip title={t('footer.youtube')} placement="top">
          <a href={SOCIAL_LINKS.youtube} target="_blank" rel="noreferrer" aria-label={t('footer.youtube')}>
            <YoutubeOutlined />
          </a>
        </Tooltip>
        <Tooltip title={t('footer.line')} placement="top">
          <a href={SOCIAL_LINKS.line} target="_blank" rel="noreferrer" aria-label={t('footer.line')}>
            <MessageOutlined />
          </a>
        </Tooltip>
        {collapsed && (
          <Tooltip title={t('footer.faq')} placement="right">
            <Link to="/subscribe#faq" aria-label={t('footer.faq')}>
              <QuestionCircleOutlined />
            </Link>
          </Tooltip>
        )}
      </div>
      {!collapsed && (
        <Link to="/subscribe#faq" className={styles.faq}>
          <QuestionCircleOutlined /> {t('footer.faq')}
        </Link>
      )}
    </footer>
  )
}
