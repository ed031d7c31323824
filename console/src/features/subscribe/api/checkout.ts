import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

/** A pending order and the signed form that opens the gateway's card page. */
export type Checkout = Schema<'CheckoutOut'>
/** An order as the gateway's notices left it: pending, paid, failed (with the gateway's words) or cancelled. */
export type Order = Schema<'OrderOut'>

/** POST /billing/checkout */
export function useCheckout() {
  return useMutation({
    mutationFn: (body: Schema<'CheckoutIn'>) => api.post<Checkout>('/billing/checkout', body),
  })
}

/** Sends the browser to the gateway's card page: the signed fields posted as an HTML form, as the gateway
 * requires (a card number is typed there, never here). */
export function postToGateway(checkout: Checkout, doc: Document = document): void {
  const form = doc.createElement('form')
  form.method = 'post'
  form.action = checkout.action
  form.acceptCharset = 'UTF-8'
  for (const [name, value] of Object.entries(checkout.fields)) {
    const input = doc.createElement('input')
    input.type = 'hidden'
    input.name = name
    input.value = value
    form.appendChild(input)
  }
  doc.body.appendChild(form)
  form.submit()
}

/** How often /subscribe/success asks again while the gateway's notice has not arrived. */
export const ORDER_POLL_MS = 2000

/** GET /billing/orders/{trade_no}, asked again every ORDER_POLL_MS while the order is pending. */
export const orderQueryOptions = (tradeNo: string) =>
  queryOptions({
    queryKey: ['billing', 'order', tradeNo],
    queryFn: () => api.get<Order>(`/billing/orders/${encodeURIComponent(tradeNo)}`),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? ORDER_POLL_MS : false),
  })

export function useOrder(tradeNo: string) {
  return useQuery({ ...orderQueryOptions(tradeNo), enabled: tradeNo !== '' })
}
