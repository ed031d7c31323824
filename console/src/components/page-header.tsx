import { Typography } from 'antd'
import type { ReactNode } from 'react'
import styles from './page-header.module.css'

interface PageHeaderProps {
  title: ReactNode
  subtitle?: ReactNode
  /** shown left of the title (an avatar, an icon) */
  avatar?: ReactNode
  /** buttons and inputs on the right */
  extra?: ReactNode
}

/** The title row of a console screen: what this screen is, and its main actions. */
export function PageHeader({ title, subtitle, avatar, extra }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      {avatar}
      <div className={styles.text}>
        <Typography.Title level={3} className={styles.title}>
          {title}
        </Typography.Title>
        {subtitle && <div className={styles.subtitle}>{subtitle}</div>}
      </div>
      {extra && <div className={styles.extra}>{extra}</div>}
    </header>
  )
}
