import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

/** The user's referral rewards: what a referral earns, and the days earned (added, or waiting for a plan). */
export type Referrals = Schema<'ReferralsOut'>

/** GET /billing/referrals */
export function useReferrals() {
  return useQuery({ queryKey: ['billing', 'referrals'], queryFn: () => api.get<Referrals>('/billing/referrals') })
}
