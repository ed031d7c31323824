import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { useAdminMutation } from './admin-mutation'

export type Revenue = Schema<'RevenueOut'>
export type RevenueMonth = Schema<'RevenueMonth'>

/** GET /admin/revenue: the last 12 Taipei months of revenue, MRR, customers, churn and trial conversion. */
export function useRevenue(enabled: boolean) {
  return useQuery({ queryKey: ['admin', 'revenue'], queryFn: () => api.get<Revenue>('/admin/revenue', { query: { months: 12 } }), enabled })
}

export type BillingIssues = Schema<'BillingIssuesOut'>

/** GET /admin/billing/issues: refused e-invoices and replaced contracts' charges. */
export function useBillingIssues(enabled: boolean) {
  return useQuery({ queryKey: ['admin', 'billing-issues'], queryFn: () => api.get<BillingIssues>('/admin/billing/issues'), enabled })
}

/** POST /admin/billing/invoices/{id}/reissue: as before, or to the member's carrier (`toMember`). */
export const useReissueInvoice = () =>
  useAdminMutation(({ id, toMember }: { id: number; toMember: boolean }) =>
    api.post<void>(`/admin/billing/invoices/${id}/reissue`, toMember ? { invoice: { kind: 'member' } } : {}),
  )
