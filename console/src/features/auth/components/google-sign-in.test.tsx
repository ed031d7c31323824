import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import { GoogleSignIn } from './google-sign-in'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn() },
}))

afterEach(cleanup)
beforeEach(() => void i18n.changeLanguage('en'))

function show(configured: boolean) {
  vi.mocked(api.get).mockResolvedValue({ configured, client_id: configured ? 'client' : null } as never)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>
          <GoogleSignIn />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  )
}

describe('Sign in with Google', { timeout: 30_000 }, () => {
  it('tells a new user that continuing agrees to the terms, with links to both', async () => {
    show(true)
    expect(await screen.findByRole('button', { name: /Sign in with Google/ })).toBeTruthy()
    expect(screen.getByText(/By continuing with Google you agree to the/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/service-policy')
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy')
  })

  it('is not offered when the server has no Google client', async () => {
    show(false)
    await vi.waitFor(() => expect(api.get).toHaveBeenCalledWith('/google_apps/config'))
    expect(screen.queryByRole('button', { name: /Sign in with Google/ })).toBeNull()
  })
})
