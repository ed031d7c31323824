import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError, parseApiError, setUnauthorizedHandler, suppressUnauthorizedRedirect } from './api-client'
import { i18n } from './i18n'
import { requestProgress } from './request-progress'

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

describe('parseApiError', () => {
  it('keeps the code, message and field errors of the server body', () => {
    const error = parseApiError(422, {
      code: 'validation.failed',
      message: '輸入內容有誤，請檢查後再送出',
      fields: [{ field: 'email', code: 'validation.email', message: '輸入的電子郵件有誤' }],
    })
    expect(error).toBeInstanceOf(ApiError)
    expect(error.status).toBe(422)
    expect(error.code).toBe('validation.failed')
    expect(error.message).toBe('輸入內容有誤，請檢查後再送出')
    expect(error.fields).toEqual([{ field: 'email', code: 'validation.email', message: '輸入的電子郵件有誤' }])
  })

  it('falls back to the status text of the server catalogue when the body is not ours', async () => {
    await i18n.changeLanguage('en')
    expect(parseApiError(403, null).message).toBe(
      'Insufficient user permission, please contact the account owner to adjust permissions',
    )
    expect(parseApiError(429, '<html>').code).toBe('plan.limit_reached')
    expect(parseApiError(502, { detail: 'Bad gateway' })).toMatchObject({
      code: 'server.unknown',
      message: 'An unknown error occurred',
      fields: [],
    })
    await i18n.changeLanguage('zh-TW')
  })
})

describe('api requests', () => {
  const fetchMock = vi.fn<typeof fetch>()

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    document.cookie = 'csrf_token=abc123; path=/'
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    document.cookie = 'csrf_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/'
  })

  const lastRequest = () => {
    const [url, init] = fetchMock.mock.calls[fetchMock.mock.calls.length - 1]
    return { url: String(url), init: init!, headers: new Headers(init!.headers) }
  }

  it('sends a write under /api with cookies, JSON, the language and the CSRF token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(201, { id: 1 }))
    await i18n.changeLanguage('ja')
    expect(await api.post('/sites', { name: 'a' })).toEqual({ id: 1 })
    const { url, init, headers } = lastRequest()
    expect(url).toBe('/api/sites')
    expect(init.method).toBe('POST')
    expect(init.credentials).toBe('include')
    expect(init.body).toBe('{"name":"a"}')
    expect(headers.get('Accept')).toBe('application/json')
    expect(headers.get('Accept-Language')).toBe('ja')
    expect(headers.get('x-csrf-token')).toBe('abc123')
    await i18n.changeLanguage('zh-TW')
  })

  it('sends the CSRF header on reads too (a GET may write), and builds the query', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [] }))
    await api.get('/sites', { query: { page: 2, 'filter[name]': '部落格', empty: '', none: undefined } })
    const { url, headers } = lastRequest()
    expect(url).toBe('/api/sites?page=2&filter%5Bname%5D=%E9%83%A8%E8%90%BD%E6%A0%BC')
    expect(headers.get('x-csrf-token')).toBe('abc123')
  })

  it('answers undefined for 204', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }))
    expect(await api.delete('/tokens/3')).toBeNull()
  })

  it('throws the server error and sends a 401 to sign in unless told not to', async () => {
    const onUnauthorized = vi.fn()
    setUnauthorizedHandler(onUnauthorized)
    const body = { code: 'auth.unauthenticated', message: '請先登入' }

    fetchMock.mockResolvedValue(jsonResponse(401, body))
    await expect(api.get('/me')).rejects.toMatchObject({ status: 401, code: 'auth.unauthenticated', message: '請先登入' })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)

    fetchMock.mockResolvedValue(jsonResponse(401, body))
    await expect(api.get('/me', { redirectOn401: false })).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)

    // during the forced-logout countdown nothing redirects early
    suppressUnauthorizedRedirect(true)
    fetchMock.mockResolvedValue(jsonResponse(401, body))
    await expect(api.get('/sites')).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    suppressUnauthorizedRedirect(false)
  })

  it('turns a network failure into an ApiError with status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(api.get('/sites')).rejects.toMatchObject({ status: 0, code: 'network.failed' })
  })

  it('counts requests for the progress bar, unless a request opts out', async () => {
    let release: (response: Response) => void = () => undefined
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (release = resolve)))
    const pending = api.get('/sites')
    expect(requestProgress.get().active).toBe(1)
    release(jsonResponse(500, { code: 'server.unknown', message: 'x' }))
    await expect(pending).rejects.toBeInstanceOf(ApiError)
    expect(requestProgress.get()).toEqual({ active: 0, failed: true })

    fetchMock.mockResolvedValue(jsonResponse(200, {}))
    const quiet = api.get('/news_tickers', { progress: false })
    expect(requestProgress.get().active).toBe(0)
    await quiet
  })
})
