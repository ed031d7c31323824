import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface SubscriptionRecord {
  id: number
  plan_id: number
  plan_name: string | null
  /** 1 monthly, 2 yearly, null for trials */
  payment_type: number | null
  start_date: string
  end_date: string | null
  status: 'subscribing' | 'ended'
}

/** GET /subscriptions: every contract of the user, newest first. */
export const subscriptionsQueryOptions = queryOptions({
  queryKey: ['subscriptions'],
  queryFn: () => api.get<{ data: SubscriptionRecord[] }>('/subscriptions'),
})

export function useSubscriptions() {
  return useQuery(subscriptionsQueryOptions)
}
