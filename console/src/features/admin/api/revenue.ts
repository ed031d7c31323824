import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'

export type Revenue = Schema<'RevenueOut'>
export type RevenueMonth = Schema<'RevenueMonth'>

/** GET /admin/revenue: the last 12 Taipei months of revenue, MRR, customers, churn and trial conversion. */
export function useRevenue(enabled: boolean) {
  return useQuery({ queryKey: ['admin', 'revenue'], queryFn: () => api.get<Revenue>('/admin/revenue', { query: { months: 12 } }), enabled })
}
