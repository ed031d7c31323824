import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import type { Site } from '@/types/projects'
import type { IndexingOverview } from '../api/indexing'
import { IndexingPage } from './indexing-screen'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn() },
}))

afterEach(cleanup)

const SITE = { id: 5, name: '麵館', url: 'https://www.noodle-house.tw', domain: 'noodle-house.tw', role: 'owner' } as Site

function overview(changes: Partial<IndexingOverview> = {}): IndexingOverview {
  return {
    gsc_site_url: 'https://www.noodle-house.tw/',
    webmaster: 'authorized',
    indexing: 'authorized',
    available: true,
    quotas: {
      inspection: { limit: 2000, used: 12, left: 1988 },
      indexing: { limit: 200, used: 0, left: 200 },
      resets_at: '2026-11-28T08:00:00Z',
    },
    indexnow: null,
    ...changes,
  }
}

function show(answer: IndexingOverview, tab = 'sitemaps') {
  vi.mocked(api.get).mockImplementation(async (path: string) => (path.endsWith('/indexing') ? answer : []) as never)
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[`/projects/5/google-indexing?tab=${tab}`]}>
          <IndexingPage site={SITE} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  )
}

beforeEach(() => {
  vi.mocked(api.get).mockReset()
  vi.mocked(api.post).mockReset()
  void i18n.changeLanguage('en')
})

describe('the Google indexing screen', { timeout: 30_000 }, () => {
  it('sends a user without Search Console to the profile and does not ask Google for sitemaps', async () => {
    show(overview({ webmaster: 'not_authorized' }))
    expect(await screen.findByText(/Search Console is not linked to your account/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to profile' }).getAttribute('href')).toBe('/profile')
    expect(api.get).not.toHaveBeenCalledWith('/sites/5/indexing/sitemaps')
  })

  it('sends a project without a property to its settings', async () => {
    show(overview({ gsc_site_url: null }))
    expect(await screen.findByText(/This project has no Search Console property/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Project settings' }).getAttribute('href')).toBe('/projects/5/edit?tab=google')
  })

  it('offers an upgrade on a plan without index submission', async () => {
    show(overview({ available: false }))
    expect(await screen.findByText('Index submission needs a paid plan')).toBeTruthy()
  })

  it('shows the quota left and inspects the pasted URLs', async () => {
    show(overview(), 'inspection')
    expect((await screen.findByTestId('quota-left')).textContent).toBe('URL inspections: 1,988 of 2,000 left today')
    vi.mocked(api.post).mockResolvedValue({ data: [] })
    fireEvent.change(screen.getByPlaceholderText('One URL of the property per line'), {
      target: { value: 'https://www.noodle-house.tw/a\n\nhttps://www.noodle-house.tw/b' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Inspect' }))
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/sites/5/indexing/inspections', {
        urls: ['https://www.noodle-house.tw/a', 'https://www.noodle-house.tw/b'],
      }),
    )
  })

  it('tells where to host the IndexNow key and holds submissions until it is verified', async () => {
    const key = { key: 'a1b2c3', key_url: 'https://www.noodle-house.tw/a1b2c3.txt', verified_at: null }
    show(overview({ indexnow: key }), 'indexnow')
    expect(await screen.findByTestId('indexnow-key-url')).toBeTruthy()
    expect(screen.getByTestId('indexnow-key-url').textContent).toContain('https://www.noodle-house.tw/a1b2c3.txt')
    expect(screen.getByText('Not verified')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Submit to IndexNow' })).toBeNull()
  })

  it('explains the Indexing API accepts only job postings and livestreams', async () => {
    show(overview({ indexing: 'not_authorized' }), 'indexing')
    expect(await screen.findByText('Only job postings and livestreams')).toBeTruthy()
    expect(screen.getByText(/Google Indexing not authorized/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Notify Google' }).hasAttribute('disabled')).toBe(true)
  })
})
