/**
 * The one way the console talks to the API: JSON under /api with the session cookie, the current
 * language, the CSRF header (on every request: SPEC's re-audit is a GET that writes), the request counter of the progress bar, the sign-in
 * redirect on 401, and one error type built from the server's error body.
 */
import { signInPath } from './auth-redirect'
import { getCookie } from './cookies'
import { i18n } from './i18n'
import { requestProgress } from './request-progress'

export const API_BASE = '/api'

export interface FieldError {
  field: string
  code: string
  message: string
}

export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: FieldError[]

  constructor(status: number, code: string, message: string, fields: FieldError[] = []) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
  }
}

const FALLBACK_CODES: Record<number, string> = {
  401: 'auth.unauthenticated',
  403: 'permission.denied',
  404: 'resource.not_found',
  422: 'validation.failed',
  429: 'plan.limit_reached',
}

/** The ApiError for a failed response; `body` is the parsed JSON or null when there was none. */
export function parseApiError(status: number, body: unknown): ApiError {
  const data = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const code = typeof data.code === 'string' ? data.code : (FALLBACK_CODES[status] ?? 'server.unknown')
  const message = typeof data.message === 'string' && data.message ? data.message : i18n.t(`errors:${code}`)
  const fields = Array.isArray(data.fields)
    ? data.fields
        .filter((f): f is Record<string, unknown> => !!f && typeof f === 'object')
        .map((f) => ({ field: String(f.field ?? ''), code: String(f.code ?? ''), message: String(f.message ?? '') }))
    : []
  return new ApiError(status, code, message, fields)
}

type UnauthorizedHandler = () => void

let onUnauthorized: UnauthorizedHandler = () => {
  if (!window.location.pathname.startsWith('/auth')) window.location.assign(signInPath(window.location))
}
let unauthorizedSuppressed = false

/** The app installs a handler that clears the session and navigates inside the router. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler
}

/** A signed-in connection that is not a fetch (the co-editing socket) found the session gone: as a 401 does. */
export function sessionLost(): void {
  if (!unauthorizedSuppressed) onUnauthorized()
}

/** While the forced-logout countdown runs, a 401 must not redirect earlier than the countdown does. */
export function suppressUnauthorizedRedirect(suppressed: boolean): void {
  unauthorizedSuppressed = suppressed
}

export type QueryValue = string | number | boolean | null | undefined
export interface RequestOptions {
  method?: string
  body?: unknown
  query?: Record<string, QueryValue>
  headers?: Record<string, string>
  signal?: AbortSignal
  /** false: this request does not move the top progress bar (polling, background refreshes) */
  progress?: boolean
  /** false: a 401 is returned as an ApiError without sending the visitor to sign in */
  redirectOn401?: boolean
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.append(key, String(value))
  }
  const search = params.toString()
  return `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${search ? `?${search}` : ''}`
}

export function requestHeaders(body: unknown, extra?: Record<string, string>): Headers {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': i18n.language || 'zh-TW' })
  if (body !== undefined && !(body instanceof FormData)) headers.set('Content-Type', 'application/json')
  const csrf = getCookie('csrf_token')
  if (csrf) headers.set('x-csrf-token', csrf)
  for (const [key, value] of Object.entries(extra ?? {})) headers.set(key, value)
  return headers
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = (options.method ?? 'GET').toUpperCase()
  const tracked = options.progress !== false
  if (tracked) requestProgress.start()
  let ok = false
  try {
    let response: Response
    try {
      response = await fetch(buildUrl(path, options.query), {
        method,
        credentials: 'include',
        headers: requestHeaders(options.body, options.headers),
        body:
          options.body === undefined
            ? undefined
            : options.body instanceof FormData
              ? options.body
              : JSON.stringify(options.body),
        signal: options.signal,
      })
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error
      throw new ApiError(0, 'network.failed', i18n.t('common:errors.network'))
    }
    const body = await readJson(response)
    if (!response.ok) {
      const error = parseApiError(response.status, body)
      if (response.status === 401 && options.redirectOn401 !== false) sessionLost()
      throw error
    }
    ok = true
    return body as T
  } finally {
    if (tracked) requestProgress.done(ok)
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
}
