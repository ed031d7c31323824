import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { App } from 'antd'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api-client'
import { CALLBACK_MESSAGE } from '@/lib/google-consent'
import { i18n } from '@/lib/i18n'
import { ExternalServicesCard } from './external-services-card'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
}))

const CONFIG = {
  configured: true,
  client_id: 'client-1.apps.googleusercontent.com',
  auth_url: 'https://accounts.example/o/oauth2/v2/auth',
  scopes: {
    analytics: 'openid email https://www.googleapis.com/auth/analytics.readonly',
    webmaster: 'openid email https://www.googleapis.com/auth/webmasters',
    indexing: 'openid email https://www.googleapis.com/auth/indexing',
  },
}
const NONE = { state: 'not_authorized', google_email: null }
const STATES = {
  analytics: { state: 'authorized', google_email: 'mei@gmail.com' },
  webmaster: NONE,
  indexing: { state: 'expired', google_email: 'mei@gmail.com' },
}

function answer(config: object, states: object) {
  vi.mocked(api.get).mockImplementation((path: string) =>
    Promise.resolve(path === '/google_apps/config' ? config : states) as never,
  )
}

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <App>
        <ExternalServicesCard />
      </App>
    </QueryClientProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

beforeEach(() => {
  vi.mocked(api.get).mockReset()
  vi.mocked(api.post).mockReset()
  vi.mocked(api.delete).mockReset()
  void i18n.changeLanguage('en')
})

describe('ExternalServicesCard', { timeout: 30_000 }, () => {
  it("shows each Google service's state and account, and says GA4 only", async () => {
    answer(CONFIG, STATES)
    show()
    const analytics = await screen.findByTestId('google-analytics')
    await waitFor(() => expect(within(analytics).getByText('Authorized')).toBeTruthy())
    expect(within(analytics).getByText('mei@gmail.com')).toBeTruthy()
    expect(within(screen.getByTestId('google-webmaster')).getByText('Not authorized')).toBeTruthy()
    expect(within(screen.getByTestId('google-indexing')).getByText('Expired: authorize again')).toBeTruthy()
    expect(within(screen.getByTestId('google-indexing')).getByRole('button', { name: /Authorize again/ })).toBeTruthy()
    expect(screen.getByText(/switched off Universal Analytics \(GA3\) in 2024/)).toBeTruthy()
  })

  it('is hidden when the server has no Google client', async () => {
    answer({ ...CONFIG, configured: false, client_id: null }, STATES)
    const { container } = show()
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/google_apps/config'))
    expect(container.textContent).toBe('')
  })

  it('authorizes Search Console through the consent popup and posts its code', async () => {
    answer(CONFIG, STATES)
    const open = vi.spyOn(window, 'open').mockReturnValue({ closed: false } as Window)
    vi.mocked(api.post).mockResolvedValue({ ...STATES, webmaster: { state: 'authorized', google_email: 'mei@gmail.com' } })
    show()
    const row = await screen.findByTestId('google-webmaster')
    fireEvent.click(within(row).getByRole('button', { name: /Authorize/ }))
    await waitFor(() => expect(open).toHaveBeenCalled())
    const url = new URL(open.mock.calls[0][0] as string)
    expect(url.searchParams.get('scope')).toBe(CONFIG.scopes.webmaster)
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/google/callback`)
    const state = url.searchParams.get('state')
    act(() => {
      window.dispatchEvent(new MessageEvent('message', {
        origin: window.location.origin, data: { type: CALLBACK_MESSAGE, code: '4/abc', state, error: null },
      }))
    })
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/google_apps', {
      code: '4/abc', redirect_uri: `${window.location.origin}/google/callback`, purpose: 'webmaster',
    }))
    await waitFor(() => expect(within(row).getByText('Authorized')).toBeTruthy())
    expect(await screen.findByText('Google Search Console is authorized')).toBeTruthy()
  })

  it('refuses an answer with another state', async () => {
    answer(CONFIG, STATES)
    const open = vi.spyOn(window, 'open').mockReturnValue({ closed: false } as Window)
    show()
    const row = await screen.findByTestId('google-webmaster')
    fireEvent.click(within(row).getByRole('button', { name: /Authorize/ }))
    await waitFor(() => expect(open).toHaveBeenCalled())
    act(() => {
      window.dispatchEvent(new MessageEvent('message', {
        origin: window.location.origin, data: { type: CALLBACK_MESSAGE, code: '4/abc', state: 'forged' },
      }))
    })
    expect(await screen.findByText('Verification failed, please try again')).toBeTruthy()
    expect(api.post).not.toHaveBeenCalled()
  })

  it('revokes Analytics after confirming', async () => {
    answer(CONFIG, STATES)
    vi.mocked(api.delete).mockResolvedValue(undefined)
    show()
    const row = await screen.findByTestId('google-analytics')
    fireEvent.click(await within(row).findByRole('button', { name: /Revoke/ }))
    const confirm = await screen.findByText("Revoke RankLens's access at Google?")
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: /Revoke/ }))
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/google_apps/analytics'))
  })
})
