import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

/** `payment_type` 1 monthly, 2 yearly; `amount` NT$, tax included, for the whole period. */
export type PlanPrice = Schema<'PriceOut'>

/** A plan on sale: `limitation` is `{feature}_limitation` (99999999999 is unlimited). */
export type PlanOffer = Schema<'PlanOfferOut'>

export type PlanCatalogue = Schema<'PlanCatalogueOut'>

/** GET /plans: the plans on sale, named in the current language, and the user's current contract. */
export const plansQueryOptions = queryOptions({
  queryKey: ['plans'],
  queryFn: () => api.get<PlanCatalogue>('/plans'),
  staleTime: 5 * 60_000,
})

export function usePlans() {
  return useQuery(plansQueryOptions)
}
