import { queryOptions, useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

/** `payment_type` 1 monthly, 2 yearly; `amount` NT$, tax included, for the whole period. */
export type PlanPrice = Schema<'PriceOut'>

/** A plan on sale: `limitation` is `{feature}_limitation` (99999999999 is unlimited). */
export type PlanOffer = Schema<'PlanOfferOut'>

export type PlanCatalogue = Schema<'PlanCatalogueOut'>

/** GET /plans: the plans on sale and the user's current contract. Keyed by language: the plans are named in it
 * (a catalogue fetched before the user's language was applied must not name them in another). */
export const plansQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['plans', language],
    queryFn: () => api.get<PlanCatalogue>('/plans'),
    staleTime: 5 * 60_000,
  })

export function usePlans() {
  const { i18n } = useTranslation()
  return useQuery(plansQueryOptions(i18n.language))
}
