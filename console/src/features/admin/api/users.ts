import { useMutation, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { useAdminMutation } from './admin-mutation'

export type AdminUser = Schema<'AdminUserOut'>

/** GET /admin/users?q=: users by address or name, with their plan and what they paid. */
export function useAdminUsers(query: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'users', query],
    queryFn: () => api.get<Schema<'AdminUserList'>>('/admin/users', { query: { q: query } }),
    enabled,
  })
}

/** POST /admin/users/{id}/extend_trial */
export const useExtendTrial = () =>
  useAdminMutation(({ userId, days }: { userId: number; days: number }) => api.post<AdminUser>(`/admin/users/${userId}/extend_trial`, { days }))

/** POST /admin/users/{id}/disabled: disables (signed out everywhere, sign-in refused) or enables a user. */
export const useSetDisabled = () =>
  useAdminMutation(({ userId, disabled }: { userId: number; disabled: boolean }) => api.post<AdminUser>(`/admin/users/${userId}/disabled`, { disabled }))

/** GET /admin/users/{id}/payments: the user's charges and renewal, as on their /subscribe-record. */
export function useUserPayments(userId: number | null) {
  return useQuery({
    queryKey: ['admin', 'users', userId, 'payments'],
    queryFn: () => api.get<Schema<'ChargeList'>>(`/admin/users/${userId}/payments`),
    enabled: userId !== null,
  })
}

/**
 * POST /admin/get_user_token with switch_session: this browser becomes the user's for an hour (the admin's own
 * session is kept to return to); the console restarts as the user.
 */
export function useViewAs() {
  return useMutation({
    mutationFn: (userId: number) => api.post('/admin/get_user_token', { user_id: userId, switch_session: true }),
    onSuccess: () => window.location.assign('/'),
  })
}

/** POST /admin/view_as/end: back to the admin's own session, on the users screen. */
export function useEndViewAs() {
  return useMutation({
    mutationFn: () => api.post('/admin/view_as/end'),
    onSuccess: () => window.location.assign('/admin/users'),
  })
}
