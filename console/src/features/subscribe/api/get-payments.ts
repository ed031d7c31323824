import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

/** One charge: the first or a later period's, successful (with a receipt) or declined (the gateway's words). */
export type Charge = Schema<'ChargeOut'>
/** The order that charges again, cancellable. */
export type Renewal = Schema<'RenewalOut'>
/** The receipt of one successful charge, NT$ tax included. */
export type Receipt = Schema<'ReceiptOut'>

/** GET /billing/payments: the user's charges, newest first, and the renewal that charges next. */
export const paymentsQueryOptions = queryOptions({
  queryKey: ['billing', 'payments'],
  queryFn: () => api.get<Schema<'ChargeList'>>('/billing/payments'),
})

export function usePayments() {
  return useQuery(paymentsQueryOptions)
}

/** GET /billing/payments/{id}/receipt */
export function useReceipt(paymentId: number | null) {
  return useQuery({
    queryKey: ['billing', 'receipt', paymentId],
    queryFn: () => api.get<Receipt>(`/billing/payments/${paymentId}/receipt`),
    enabled: paymentId !== null,
  })
}

/** The path the server prints a receipt's PDF from. */
export const receiptPdfPath = (paymentId: number) => `/billing/payments/${paymentId}/receipt.pdf`

/** POST /billing/orders/{trade_no}/cancel: no more renewals; the period paid for runs to its end. */
export function useCancelRenewal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (tradeNo: string) => api.post<Schema<'OrderOut'>>(`/billing/orders/${encodeURIComponent(tradeNo)}/cancel`),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['billing'] })
      void client.invalidateQueries({ queryKey: ['subscriptions'] })
      void client.invalidateQueries({ queryKey: ['me'] })
    },
  })
}
