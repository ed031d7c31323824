import { Spin } from 'antd'
import type { ReactNode } from 'react'
import { StatusPage } from '@/components/status-page'
import { isAdmin } from '@/lib/admin'
import { ApiError } from '@/lib/api-client'
import { useUser } from '@/lib/auth'

/** The signed-in user and whether they are an admin (false while the session loads): what enables an admin list. */
export function useAdminUser() {
  const { user } = useUser()
  return { user, admin: user ? isAdmin(user) : false }
}

/**
 * What an admin screen shows instead of itself: a spinner while the session loads, Access denied for anyone but
 * an admin (or once the server refused the screen's list), else null.
 */
export function adminRefusal({ user, admin }: ReturnType<typeof useAdminUser>, error: unknown): ReactNode {
  if (user === undefined) return <Spin />
  if (!admin || (error instanceof ApiError && error.status === 403)) return <StatusPage status={403} />
  return null
}
