import { CloseOutlined, NotificationOutlined } from '@ant-design/icons'
import { Button } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNewsTickers } from '../api/get-news-tickers'
import styles from './news-ticker.module.css'

export const TICKER_INTERVAL_MS = 3000
const CLOSED_KEY = 'news_ticker_closed'

/** Announcements above the page: one at a time, the next every 3 s unless hovered; closable. */
export function NewsTicker() {
  const { t } = useTranslation('shell')
  const { data: items = [] } = useNewsTickers()
  const [closed, setClosed] = useState(() => window.sessionStorage.getItem(CLOSED_KEY) === '1')
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const count = items.length

  useEffect(() => {
    if (paused || count < 2) return
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), TICKER_INTERVAL_MS)
    return () => window.clearInterval(timer)
  }, [paused, count])

  if (closed || count === 0) return null
  const item = items[index % count]

  const close = () => {
    window.sessionStorage.setItem(CLOSED_KEY, '1')
    setClosed(true)
  }

  return (
    <div
      className={styles.ticker}
      role="region"
      aria-label={t('newsTicker.label')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <NotificationOutlined className={styles.icon} />
      <div className={styles.text} key={item.id} aria-live="polite">
        {item.bold_content && <strong>{item.bold_content}</strong>}
        {item.content && <span>{item.content}</span>}
        {item.btn_url && item.btn_text && (
          <Button size="small" type="primary" ghost href={item.btn_url} target="_blank" rel="noreferrer">
            {item.btn_text}
          </Button>
        )}
      </div>
      {count > 1 && (
        <span className={styles.dots} aria-hidden="true">
          {items.map((entry, i) => (
            <span key={entry.id} data-active={i === index % count || undefined} />
          ))}
        </span>
      )}
      <Button type="text" size="small" icon={<CloseOutlined />} onClick={close} aria-label={t('newsTicker.close')} />
    </div>
  )
}
