import { Empty, Typography } from 'antd'
import type { ReactNode } from 'react'
import { PRIMARY_COLOR } from '@/lib/brand'

/**
 * A list with nothing in it yet: a large icon in the brand colour, what is missing, how it fills, and the
 * button that starts it.
 */
export function EmptyState({ icon, title, description, action }: {
  icon: ReactNode
  title: string
  description: string
  action?: ReactNode
}) {
  return (
    <Empty
      image={<span style={{ fontSize: 48, color: PRIMARY_COLOR }}>{icon}</span>}
      styles={{ image: { height: 56 } }}
      description={
        <>
          <Typography.Paragraph strong>{title}</Typography.Paragraph>
          <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
        </>
      }
    >
      {action}
    </Empty>
  )
}
