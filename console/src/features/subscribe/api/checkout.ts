import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

/** A pending order and the signed form that opens the gateway's card page. */
export type Checkout = Schema<'CheckoutOut'>
/** An order as the gateway's notices left it: pending, paid, failed (with the gateway's words) or cancelled. */
export type Order = Schema<'OrderOut'>

/** Each period's charge with a promo code: the plan's price, the discount and what is left. */
export type Quote = Schema<'QuoteOut'>

/** POST /billing/quote: the confirm step's figures for a promo code (422 under promo_code when it does not apply). */
export function useQuote() {
  return useMutation({
    mutationFn: (body: Schema<'QuoteIn'>) => api.post<Quote>('/billing/quote', body),
  })
}

/** The figures without a code when the dialog opens: the days the current contract's unused part adds, or the
 * plan-card rule's refusal (409) before any card page. */
export function useOffer(planId: number | null, paymentType: number) {
  return useQuery({
    queryKey: ['billing', 'quote', planId, paymentType],
    queryFn: () => api.post<Quote>('/billing/quote', { plan_id: planId, payment_type: paymentType, promo_code: '' }),
    enabled: planId !== null,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  })
}

/** Whether the code in the field still has to be applied before paying: typed, and not the one the figures show. */
export function promoNeedsApplying(typed: string | undefined, applied: Quote | null): boolean {
  const code = (typed ?? '').trim().toLowerCase()
  return code !== '' && code !== (applied?.promo_code ?? '').toLowerCase()
}

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
/** How often it asks again while the charge's e-invoice is on its way (retries take minutes when the
 * provider is down). */
export const INVOICE_POLL_MS = 10000

/** When to ask for the order again: soon while unpaid, slower while an e-invoice is pending, then never. */
export function orderPollInterval(order: Order | undefined): number | false {
  if (order?.status === 'pending') return ORDER_POLL_MS
  return order?.invoices.some((invoice) => invoice.status === 'pending') ? INVOICE_POLL_MS : false
}

/** GET /billing/orders/{trade_no}, asked again as orderPollInterval says. */
export const orderQueryOptions = (tradeNo: string) =>
  queryOptions({
    queryKey: ['billing', 'order', tradeNo],
    queryFn: () => api.get<Order>(`/billing/orders/${encodeURIComponent(tradeNo)}`),
    refetchInterval: (query) => orderPollInterval(query.state.data),
  })

export function useOrder(tradeNo: string) {
  return useQuery({ ...orderQueryOptions(tradeNo), enabled: tradeNo !== '' })
}
