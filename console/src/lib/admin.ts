/** The admin role (SPEC §6: plan 5 is treated as admin), as the server's require_admin (api/deps.py) decides it. */
import type { User } from '@/types/api'

export const ADMIN_PLAN_ID = 5

export function isAdmin(user: User): boolean {
  return user.role === 'admin' || user.subscription?.plan_id === ADMIN_PLAN_ID
}
