import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

/** One contract; `payment_type` 1 monthly, 2 yearly, null for trials. */
export type SubscriptionRecord = Schema<'SubscriptionRecordOut'>

/** GET /subscriptions: every contract of the user, newest first. */
export const subscriptionsQueryOptions = queryOptions({
  queryKey: ['subscriptions'],
  queryFn: () => api.get<Schema<'SubscriptionRecordList'>>('/subscriptions'),
})

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions)
}
