import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

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
export function useExtendTrial() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, days }: { userId: number; days: number }) =>
      api.post<AdminUser>(`/admin/users/${userId}/extend_trial`, { days }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['admin'] }),
  })
}
