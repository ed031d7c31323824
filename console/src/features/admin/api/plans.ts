import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { useAdminMutation } from './admin-mutation'

export type AdminPlan = Schema<'AdminPlanOut'>
export type PlanValues = Schema<'PlanValues'>
export type PlanEditIn = Schema<'PlanEditIn'>
export type PlanEdited = Schema<'AdminPlanEditOut'>

/** GET /admin/plans: every plan with its prices, SERP depth and limits now, and the catalogue's. */
export function useAdminPlans(enabled: boolean) {
  return useQuery({ queryKey: ['admin', 'plans'], queryFn: () => api.get<Schema<'AdminPlanList'>>('/admin/plans'), enabled })
}

/** PUT /admin/plans/{id} */
export const useSavePlan = () =>
  useAdminMutation(({ id, body }: { id: number; body: PlanEditIn }) => api.put<PlanEdited>(`/admin/plans/${id}`, body))
