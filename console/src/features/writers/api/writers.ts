/**
 * The SEO writer's API (SPEC §7's seo_writer_template* endpoints and the documents' own): documents,
 * their versions, and the user's categories.
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Paginated, Schema } from '@/types/api'

/** While `share_active` the text changes only through co-editing. */
export type WriterDocument = Schema<'WriterTemplateOut'>
export type WriterBrief = Schema<'WriterTemplateBrief'>
export type WriterVersion = Schema<'WriterVersionOut'>
export type WriterCategory = Schema<'WriterCategoryOut'>
export type DocumentFields = Pick<WriterDocument, 'keyword' | 'title' | 'description' | 'content_html'>

export interface DocumentFilter {
  page: number
  categoryId?: number
  search?: string
}

export const writerKeys = {
  all: ['writers'] as const,
  list: (filter: DocumentFilter) => ['writers', 'list', filter] as const,
  document: (id: number) => ['writers', 'document', id] as const,
  versions: (id: number) => ['writers', 'versions', id] as const,
  categories: () => ['writers', 'categories'] as const,
}

/** GET /seo_writer_templates: the documents the user may open, latest update first. */
export function useDocuments(filter: DocumentFilter) {
  return useQuery({
    queryKey: writerKeys.list(filter),
    queryFn: () =>
      api.get<Paginated<WriterBrief>>('/seo_writer_templates', {
        query: { page: filter.page, 'filter[category_id]': filter.categoryId, search: filter.search },
      }),
    placeholderData: keepPreviousData,
  })
}

/** GET /seo_writer_templates/{id} */
export const documentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: writerKeys.document(id),
    queryFn: () => api.get<WriterDocument>(`/seo_writer_templates/${id}`),
    // the editor owns the text once loaded (its autosave does not write here): no refetch while it is
    // open, and nothing kept once it closes, so that opening it again reads the latest version
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  })

export const useDocument = (id: number) => useQuery(documentQueryOptions(id))

/** PATCH /seo_writer_templates/{id}: an edit made on `version` (409 writer.version_conflict when stale). */
export function saveDocument(id: number, version: number, fields: Partial<DocumentFields>) {
  // the autosave keeps its own count of requests: no page-wide progress bar every few seconds
  return api.patch<WriterDocument>(`/seo_writer_templates/${id}`, { version, ...fields }, { progress: false })
}

/** GET /seo_writer_templates/{id}/versions */
export function useVersions(id: number, enabled: boolean) {
  return useQuery({
    queryKey: writerKeys.versions(id),
    queryFn: () => api.get<{ data: WriterVersion[] }>(`/seo_writer_templates/${id}/versions`),
    enabled,
  })
}

function useWritersMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: writerKeys.all }) })
}

/** POST /seo_writer_templates: a new (empty) document, in a category when one is given. */
export const useCreateDocument = () =>
  useWritersMutation((categoryId: number | undefined) =>
    api.post<WriterDocument>('/seo_writer_templates', { category_ids: categoryId ? [categoryId] : [] }),
  )

/** POST /seo_writer_templates/{id}/versions/{version}/restore */
export const useRestoreVersion = () =>
  useWritersMutation(({ id, version, seen }: { id: number; version: number; seen: number }) =>
    api.post<WriterDocument>(`/seo_writer_templates/${id}/versions/${version}/restore`, { version: seen }),
  )

/** DELETE /seo_writer_templates/{id} (its creator only) */
export const useDeleteDocument = () =>
  useWritersMutation((id: number) => api.delete<void>(`/seo_writer_templates/${id}`))

/** GET /seo_writer_template_categories */
export function useCategories() {
  return useQuery({
    queryKey: writerKeys.categories(),
    queryFn: () => api.get<{ data: WriterCategory[] }>('/seo_writer_template_categories'),
  })
}

/** POST /seo_writer_template_categories */
export const useCreateCategory = () =>
  useWritersMutation((name: string) => api.post<WriterCategory>('/seo_writer_template_categories', { name }))

/** PATCH /seo_writer_template_categories/{id} */
export const useRenameCategory = () =>
  useWritersMutation(({ id, name }: { id: number; name: string }) =>
    api.patch<WriterCategory>(`/seo_writer_template_categories/${id}`, { name }),
  )

/** DELETE /seo_writer_template_categories/{id}: taken off every document too */
export const useDeleteCategory = () =>
  useWritersMutation((id: number) => api.delete<void>(`/seo_writer_template_categories/${id}`))

/** DELETE /seo_writer_template_categories/{id}/detach */
export const useDetachDocuments = () =>
  useWritersMutation(({ id, documentIds }: { id: number; documentIds: number[] }) =>
    api.delete<WriterCategory>(`/seo_writer_template_categories/${id}/detach`, { templates_id: documentIds }),
  )

/** POST /seo_writer_templates/{id}/seo_writer_template_categories */
export const useAttachCategories = () =>
  useWritersMutation(({ id, categoryIds }: { id: number; categoryIds: number[] }) =>
    api.post<WriterDocument>(`/seo_writer_templates/${id}/seo_writer_template_categories`, {
      seo_writer_template_category_ids: categoryIds,
    }),
  )

/** DELETE /seo_writer_templates/{id}/seo_writer_template_categories */
export const useDetachCategory = () =>
  useWritersMutation(({ id, categoryId }: { id: number; categoryId: number }) =>
    api.delete<WriterDocument>(`/seo_writer_templates/${id}/seo_writer_template_categories`, {
      seo_writer_template_category_id: categoryId,
    }),
  )
