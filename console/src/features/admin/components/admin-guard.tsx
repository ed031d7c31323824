import { Spin } from 'antd'
import type { ReactNode } from 'react'
import { StatusPage } from '@/components/status-page'
import { isAdmin } from '@/lib/admin'
import { ApiError } from '@/lib/api-client'
import type { User } from '@/types/api'

/**
 * What an admin screen shows instead of itself: a spinner while the session loads, Access denied for anyone but
 * an admin (or once the server refused the screen's list), else null.
 */
export function adminRefusal(user: User | null | undefined, error: unknown): ReactNode {
  if (user === undefined) return <Spin />
  if (!user || !isAdmin(user) || (error instanceof ApiError && error.status === 403)) return <StatusPage status={403} />
  return null
}
