import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { getCookie } from '@/lib/cookies'
import { userQueryKey } from '@/lib/auth'
import type { NewPageEvaluation, PageEvaluationList, StartedAudits } from '../types'
import { pageAuditKeys } from './keys'

/** Every write of the page audit: add one, import, batch, re-audit one or all, remove. */
export function usePageAuditActions(siteId: number) {
  const client = useQueryClient()
  const refresh = () => {
    void client.invalidateQueries({ queryKey: pageAuditKeys.lists(siteId) })
    // audits count against the monthly allowance shown with the user
    void client.invalidateQueries({ queryKey: userQueryKey })
  }
  return {
    add: useMutation({
      mutationFn: (page: NewPageEvaluation) => api.post<StartedAudits>(`/sites/${siteId}/page_evaluations`, page),
      onSuccess: refresh,
    }),
    importPages: useMutation({
      mutationFn: (urls: string[]) => api.post<StartedAudits>(`/sites/${siteId}/page_evaluations/import`, { urls }),
      onSuccess: refresh,
    }),
    batch: useMutation({
      mutationFn: (pages: NewPageEvaluation[]) => api.post<StartedAudits>(`/sites/${siteId}/page_evaluations/batch`, { pages }),
      onSuccess: refresh,
    }),
    reAudit: useMutation({
      // SPEC §7 makes the re-audit a GET; it starts work, so the server checks it like a write (CSRF)
      mutationFn: (id: number) =>
        api.get<Schema<'ReauditOut'>>(`/re_audit_page_evaluation/${id}`, {
          headers: { 'x-csrf-token': getCookie('csrf_token') ?? '' },
        }),
      onSuccess: (_answer, id) => {
        refresh()
        void client.invalidateQueries({ queryKey: pageAuditKeys.report(id) })
      },
    }),
    reAuditAll: useMutation({
      mutationFn: () => api.post<StartedAudits>(`/sites/${siteId}/page_evaluations/re_audit_all`),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: async (ids: number[]) =>
        (await api.post<Schema<'DestroyedOut'>>(`/sites/${siteId}/page_evaluations/destroy`, { page_evaluation_ids: ids })).data,
      onSuccess: (removed) => {
        // SPEC §4: the returned ids leave the list at once, before the list is read again
        const gone = new Set(removed)
        client.setQueriesData<PageEvaluationList>({ queryKey: pageAuditKeys.lists(siteId) }, (list) =>
          list ? { ...list, data: list.data.filter((row) => !gone.has(row.id)) } : list,
        )
        refresh()
      },
    }),
  }
}
