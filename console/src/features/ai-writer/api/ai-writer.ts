import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Schema } from '@/types/api'
import { ApiError, api, buildUrl, parseApiError, requestHeaders } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import { takeFrames } from '../utils/event-stream'

export type AiArticle = Schema<'AiArticleOut'>
export type AiArticleIn = Schema<'AiArticleIn'>
export type AiArticlePatch = Schema<'AiArticlePatch'>
export type AiWriterStatus = Schema<'AiWriterStatus'>
export type AiPreview = Schema<'PreviewOut'>
export type AiSection = Schema<'SectionOut'>

const KEY = ['ai-articles'] as const

/** GET /ai_writer/status: whether a model endpoint is configured, the templates and SPEC's limits. */
export function useAiWriterStatus() {
  return useQuery({ queryKey: ['ai-writer-status'], queryFn: () => api.get<AiWriterStatus>('/ai_writer/status') })
}

/** GET /ai_articles: the user's articles, latest first. */
export function useAiArticles() {
  return useQuery({ queryKey: KEY, queryFn: () => api.get<Schema<'AiArticlePage'>>('/ai_articles') })
}

export const articleQuery = (id: number) =>
  queryOptions({ queryKey: [...KEY, id], queryFn: () => api.get<AiArticle>(`/ai_articles/${id}`) })

export function useAiArticle(id: number | null) {
  return useQuery({ ...articleQuery(id ?? 0), enabled: id !== null })
}

/** GET /ai_articles/{id}/preview: the finished article (422 naming what is missing). */
export function useAiPreview(id: number) {
  return useQuery({
    queryKey: [...KEY, id, 'preview'],
    queryFn: () => api.get<AiPreview>(`/ai_articles/${id}/preview`),
    retry: false,
  })
}

/** POST /ai_articles/{id}/seo_writer_document: the finished article as a new SEO writer document. */
export function useCopyToSeoWriter(id: number) {
  return useMutation({
    mutationFn: () => api.post<Schema<'WriterTemplateOut'>>(`/ai_articles/${id}/seo_writer_document`),
  })
}

function useStore() {
  const client = useQueryClient()
  return (article: AiArticle) => {
    client.setQueryData(articleQuery(article.id).queryKey, article)
    void client.invalidateQueries({ queryKey: KEY, exact: true })
  }
}

export function useCreateArticle() {
  const store = useStore()
  return useMutation({ mutationFn: (body: AiArticleIn) => api.post<AiArticle>('/ai_articles', body), onSuccess: store })
}

export function useEditArticle(id: number) {
  const store = useStore()
  return useMutation({
    mutationFn: (body: AiArticlePatch) => api.patch<AiArticle>(`/ai_articles/${id}`, body),
    onSuccess: store,
  })
}

export function useDeleteArticle() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api.delete<void>(`/ai_articles/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  })
}

export interface StepHandlers {
  /** a piece of prose as the model writes it */
  onText?: (text: string) => void
  /** a list step's items so far */
  onItems?: (items: string[]) => void
}

/**
 * POST one generating step and read its server-sent events as they come: text pieces and growing lists go
 * to `handlers`; resolves with the saved article (`done`), rejects with an ApiError (an error body before the
 * stream, the stream's `error` event, or a broken connection).
 */
export async function runStep(path: string, body: unknown, handlers: StepHandlers, signal?: AbortSignal): Promise<AiArticle> {
  let response: Response
  try {
    response = await fetch(buildUrl(path), {
      method: 'POST',
      credentials: 'include',
      headers: requestHeaders(body, { Accept: 'text/event-stream' }),
      body: JSON.stringify(body ?? {}),
      signal,
    })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiError(0, 'network.failed', i18n.t('common:errors.network'))
  }
  if (!response.ok || !response.body) {
    const text = await response.text()
    let parsed: unknown = null
    try {
      parsed = text ? JSON.parse(text) : null
    } catch {
      parsed = null
    }
    throw parseApiError(response.status, parsed)
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }))
    if (done) break
    const { frames, rest } = takeFrames(buffer + value)
    buffer = rest
    for (const { event, data } of frames) {
      const payload = data as Record<string, unknown>
      if (event === 'delta') handlers.onText?.(String(payload.text ?? ''))
      else if (event === 'items') handlers.onItems?.(payload.items as string[])
      else if (event === 'done') return payload.article as AiArticle
      else if (event === 'error') throw parseApiError(502, payload)
    }
  }
  throw new ApiError(0, 'ai_writer.interrupted', i18n.t('errors:ai_writer.interrupted'))
}

/** A generating step run from a component: the streamed text or list while it runs, the saved article after. */
export function useStep(id: number) {
  const store = useStore()
  return useMutation({
    mutationFn: ({ path, body, handlers }: { path: string; body?: unknown; handlers: StepHandlers }) =>
      runStep(`/ai_articles/${id}/${path}`, body, handlers),
    onSuccess: store,
  })
}
