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

/** GET /admin/billing/issues: refunds whose e-invoice step failed, refused e-invoices and replaced contracts' charges. */
export function useBillingIssues(enabled: boolean) {
  return useQuery({ queryKey: ['admin', 'billing-issues'], queryFn: () => api.get<BillingIssues>('/admin/billing/issues'), enabled })
}

/** POST /admin/billing/invoices/{id}/reissue: as before, or to the member's carrier (`toMember`). */
export const useReissueInvoice = () =>
  useAdminMutation(({ id, toMember }: { id: number; toMember: boolean }) =>
    api.post<void>(`/admin/billing/invoices/${id}/reissue`, toMember ? { invoice: { kind: 'member' } } : {}),
  )

export type RefundIn = Schema<'RefundIn'>
export type Refund = Schema<'RefundOut'>

/** POST /admin/billing/payments/{id}/refund: a refund made at ECPay recorded, its e-invoice settled. */
export const useRefund = () =>
  useAdminMutation(({ paymentId, body }: { paymentId: number; body: RefundIn }) => api.post<Refund>(`/admin/billing/payments/${paymentId}/refund`, body))

/** POST /admin/billing/refunds/{id}/retry: a refund's failed e-invoice step tried again. */
export const useRetryRefund = () => useAdminMutation((id: number) => api.post<Refund>(`/admin/billing/refunds/${id}/retry`))
