import { Card, Empty } from 'antd'
import type { ReactNode } from 'react'
import styles from './rankings.module.css'

/** A panel whose data needs something not there yet: says so and points to what would bring it. */
export function PendingCard({
  title,
  icon,
  description,
  action,
  testId,
  state,
}: {
  title: string
  icon: ReactNode
  description: string
  action?: ReactNode
  testId?: string
  state?: string // why it is pending, for tests to read (data-state)
}) {
  return (
    <Card className={styles.card} title={title} data-testid={testId} data-state={state}>
      <Empty className={styles.pending} image={<span style={{ fontSize: 40, color: '#00b1c8' }}>{icon}</span>} description={description}>
        {action}
      </Empty>
    </Card>
  )
}
