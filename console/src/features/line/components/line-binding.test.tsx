import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import type { LineStatus } from '../api/line'
import { LineBinding, lineNavigation } from './line-binding'
import { LineCallbackPage } from './line-callback-page'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}))

afterEach(cleanup)

beforeEach(() => {
  for (const fn of [api.get, api.post, api.patch, api.delete]) vi.mocked(fn).mockReset()
  void i18n.changeLanguage('en')
})

const UNBOUND: LineStatus = { configured: true, bound: false, last_push_failed: false }
const BOUND: LineStatus = {
  configured: true,
  bound: true,
  display_name: '林美玲',
  picture_url: null,
  bound_at: '2026-11-20T08:30:00Z',
  friend: true,
  last_push_at: null,
  last_push_failed: false,
}

function show(element: React.ReactNode, path = '/profile') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <App>
          <Routes>
            <Route path="*" element={element} />
          </Routes>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('LineBinding', { timeout: 30_000 }, () => {
  it('sends the browser to LINE’s consent screen with the callback URL', async () => {
    vi.mocked(api.get).mockImplementation(async (path) =>
      path === '/line' ? UNBOUND : { url: 'https://access.line.me/oauth2/v2.1/authorize?state=s' },
    )
    const assign = vi.spyOn(lineNavigation, 'assign').mockImplementation(() => {})
    show(<LineBinding />)
    fireEvent.click(await screen.findByRole('button', { name: /Bind LINE/ }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://access.line.me/oauth2/v2.1/authorize?state=s'))
    expect(api.get).toHaveBeenCalledWith('/line/bind/start', {
      query: { redirect_uri: `${window.location.origin}/line/callback` },
    })
  })

  it('shows the bound account and unbinds only after confirming', async () => {
    vi.mocked(api.get).mockResolvedValueOnce(BOUND).mockResolvedValue(UNBOUND)
    vi.mocked(api.delete).mockResolvedValue(undefined)
    show(<LineBinding />)
    expect(await screen.findByText('林美玲')).toBeTruthy()
    expect(screen.getByText(/Bound on 2026\/11\/2/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: /Unbind/ }))
    expect(api.delete).not.toHaveBeenCalled()
    expect(await screen.findByText('Unbind LINE?')).toBeTruthy()
    const buttons = screen.getAllByRole('button', { name: /Unbind/ })
    fireEvent.click(buttons[buttons.length - 1])
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/line/bind'))
    expect(await screen.findByRole('button', { name: /Bind LINE/ })).toBeTruthy()
  })

  it('warns when the last message could not be sent', async () => {
    vi.mocked(api.get).mockResolvedValue({ ...BOUND, last_push_failed: true })
    show(<LineBinding />)
    expect(await screen.findByText('The last LINE message could not be sent. Alerts still arrive by e-mail.')).toBeTruthy()
    expect(screen.queryByText(/is not your friend/)).toBeNull()
  })

  it('asks to add the official account when it was not a friend', async () => {
    vi.mocked(api.get).mockResolvedValue({ ...BOUND, friend: false })
    show(<LineBinding />)
    expect(await screen.findByText(/Our LINE official account is not your friend/)).toBeTruthy()
  })

  it('says so when the server has no LINE channel, with nothing to press', async () => {
    vi.mocked(api.get).mockResolvedValue({ configured: false, bound: false, last_push_failed: false })
    show(<LineBinding />)
    expect(await screen.findByText('LINE is not configured on this server.')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('LineCallbackPage', { timeout: 30_000 }, () => {
  it('binds with what LINE sent back and names the account', async () => {
    vi.mocked(api.post).mockResolvedValue(BOUND)
    show(<LineCallbackPage />, '/line/callback?code=abc&state=s1')
    expect(await screen.findByText('LINE bound')).toBeTruthy()
    expect(screen.getByText('Alerts will be sent to 林美玲 in LINE.')).toBeTruthy()
    expect(screen.queryByText(/is not your friend/)).toBeNull()
    expect(api.post).toHaveBeenCalledTimes(1)
    expect(api.post).toHaveBeenCalledWith('/line/bind', {
      code: 'abc',
      state: 's1',
      redirect_uri: `${window.location.origin}/line/callback`,
      error: null,
    })
  })

  it('shows the server’s “LINE authentication failed” for a refused consent', async () => {
    vi.mocked(api.post).mockRejectedValue(new ApiError(400, 'line.auth_failed', 'LINE authentication failed'))
    show(<LineCallbackPage />, '/line/callback?error=access_denied&state=s1')
    expect(await screen.findByText('LINE authentication failed')).toBeTruthy()
    expect(vi.mocked(api.post).mock.calls[0][1]).toMatchObject({ error: 'access_denied', code: null })
    expect(screen.getByRole('button', { name: 'Back to profile' })).toBeTruthy()
  })

  it('explains a page opened without LINE’s answer', () => {
    show(<LineCallbackPage />, '/line/callback')
    expect(screen.getByText(/Start binding from your profile/)).toBeTruthy()
    expect(api.post).not.toHaveBeenCalled()
  })
})
