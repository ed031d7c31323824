import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import type { Site } from '@/types/projects'
import { flatProperties } from '../api/google-links'
import { SettingsGoogle } from './settings-google'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn() },
}))

afterEach(cleanup)

beforeEach(() => {
  vi.mocked(api.get).mockReset()
  vi.mocked(api.post).mockReset()
  void i18n.changeLanguage('en')
})

const SITE = { id: 5, role: 'owner', ga_id: null, gsc_site_url: null } as unknown as Site

function show(site: Site = SITE) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <SettingsGoogle site={site} canEdit />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('SettingsGoogle', { timeout: 30_000 }, () => {
  it('links the Search Console site typed in and shows Google refusing it', async () => {
    vi.mocked(api.get).mockImplementation(async (path: string) =>
      path === '/webmaster/sites' ? [{ siteUrl: 'https://coffee.tw/', exist: false }] : { data: [], nextIndex: null })
    vi.mocked(api.post).mockRejectedValueOnce(
      new ApiError(403, 'google.no_permission', 'No website permissions for this Google account'),
    )
    show()
    const input = (await screen.findByTestId('google-settings')).querySelector('input') as HTMLInputElement
    fireEvent.change(input, { target: { value: 'https://other.tw/' } })
    fireEvent.click(screen.getByTestId('gsc-save'))
    expect(await screen.findByText('No website permissions for this Google account')).toBeTruthy()
    expect(api.post).toHaveBeenCalledWith('/sites/5/site_webmaster', { siteUrl: 'https://other.tw/' })
  })

  it('shows the choice read-only to a member who is not the owner', async () => {
    show({ ...SITE, role: 'manager', gsc_site_url: 'https://coffee.tw/' } as Site)
    expect(await screen.findByText('https://coffee.tw/')).toBeTruthy()
    await waitFor(() => expect(api.get).not.toHaveBeenCalled())
  })

  it('labels properties "account - property"', () => {
    expect(flatProperties([{ label: 'Coffee', value: 'accounts/1', children: [{ label: 'Shop', value: 'properties/9' }] }]))
      .toEqual([{ label: 'Coffee - Shop', value: 'properties/9' }])
  })
})
