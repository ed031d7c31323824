import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { siteKeys } from '@/lib/query-keys'
import type { Schema } from '@/types/api'

export type MonthlyReport = Schema<'MonthlyReport'>
export type MonthlyEmails = Schema<'MonthlyEmailsOut'>

const reportKeys = {
  monthly: (siteId: number, month: string | null) => [...siteKeys.detail(siteId), 'monthly-report', month] as const,
  emails: (siteId: number) => [...siteKeys.detail(siteId), 'monthly-report', 'emails'] as const,
}

/** GET /sites/{id}/monthly_report?month= (the server picks the last full month when `month` is null). */
export function useMonthlyReport(siteId: number, month: string | null) {
  return useQuery({
    queryKey: reportKeys.monthly(siteId, month),
    queryFn: () => api.get<MonthlyReport>(`/sites/${siteId}/monthly_report`, { query: month ? { month } : {} }),
    retry: false,
  })
}

/** GET /sites/{id}/monthly_report/emails */
export function useMonthlyEmails(siteId: number) {
  return useQuery({
    queryKey: reportKeys.emails(siteId),
    queryFn: () => api.get<MonthlyEmails>(`/sites/${siteId}/monthly_report/emails`),
  })
}

/** POST (add) or DELETE (remove) /sites/{id}/monthly_report/emails; the answer carries SPEC §8's text. */
export function useMonthlyEmailChange(siteId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ email, action }: { email: string; action: 'add' | 'remove' }) =>
      action === 'add'
        ? api.post<MonthlyEmails>(`/sites/${siteId}/monthly_report/emails`, { email })
        : api.delete<MonthlyEmails>(`/sites/${siteId}/monthly_report/emails`, undefined, { query: { email } }),
    onSuccess: (answer) => client.setQueryData(reportKeys.emails(siteId), answer),
  })
}
