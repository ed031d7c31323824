import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export interface PlanPrice {
  /** 1 monthly, 2 yearly */
  payment_type: number
  /** NT$, tax included, for the whole period */
  amount: number
  months: number
}

export interface PlanOffer {
  id: number
  key: string
  name: string
  currency: 'TWD'
  prices: PlanPrice[]
  /** `{feature}_limitation`; 99999999999 is unlimited */
  limitation: Record<string, number>
  serp_depth: number
  features: Record<string, boolean>
}

export interface PlanCatalogue {
  data: PlanOffer[]
  current_plan_id: number | null
  current_payment_type: number | null
}

/** GET /plans: the plans on sale, named in the current language, and the user's current contract. */
export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: () => api.get<PlanCatalogue>('/plans'),
  staleTime: 5 * 60_000,
})

export function usePlans() {
  return useQuery(plansQueryOptions)
}
