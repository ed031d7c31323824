import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { useAdminMutation } from './admin-mutation'

export type Code = Schema<'CodeOut'>
export type CodeIn = Schema<'CodeIn'>
export type AdminAction = Schema<'AdminActionOut'>

/** GET /admin/codes: every trial and promo code with its uses (admins only). */
export function useCodes(enabled: boolean) {
  return useQuery({ queryKey: ['admin', 'codes'], queryFn: () => api.get<Schema<'CodeList'>>('/admin/codes'), enabled })
}

/** GET /admin/audit: the latest admin actions. */
export function useAuditLog(enabled: boolean) {
  return useQuery({ queryKey: ['admin', 'audit'], queryFn: () => api.get<Schema<'AdminActionList'>>('/admin/audit'), enabled })
}

/** POST /admin/codes */
export const useCreateCode = () => useAdminMutation((body: CodeIn) => api.post<Code>('/admin/codes', body))

/** POST /admin/codes/{id}/expire: the code stops working now. */
export const useExpireCode = () => useAdminMutation((id: number) => api.post<Code>(`/admin/codes/${id}/expire`))
