import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import { KeywordListScreen } from './keyword-list-screen'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn() },
}))

afterEach(cleanup)

const AT = '2026-11-20T08:30:00Z'
const item = (id: number, keyword: string, figures: Record<string, unknown> = {}) => ({
  id, keyword, added_at: AT, volume: null, cpc_usd: null, competition: null, difficulty: null, intent: null,
  intent_label: null, metrics_month: null, metrics_source: null, sandbox: false, refreshed_at: null, ...figures,
})
const LIST = {
  id: 7, name: 'Coffee', country: 'TW', language: 'zh-TW', item_count: 2, created_at: AT, updated_at: AT,
  items: [
    item(1, '手沖咖啡', { volume: 12100, cpc_usd: 1.5, competition: 3, difficulty: 42, intent: 'commercial',
      intent_label: 'Commercial', metrics_month: '2026-11-01', sandbox: true, refreshed_at: AT }),
    item(2, '咖啡豆'),
  ],
}

beforeEach(() => {
  vi.mocked(api.get).mockReset()
  vi.mocked(api.post).mockReset()
  vi.mocked(api.get).mockImplementation((path: string) =>
    Promise.resolve(path === '/keyword_lists' ? { data: [], limit: 3, items_limit: 200 } : path === '/sites' ? { data: [] } : LIST) as never,
  )
  void i18n.changeLanguage('en')
})

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/keyword-planning/keywords-lists/7']}>
        <App>
          <Routes>
            <Route path="/keyword-planning/keywords-lists/:id" element={<KeywordListScreen />} />
          </Routes>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('KeywordListScreen', { timeout: 30_000 }, () => {
  it('shows each keyword with its figures, and a dash where none was fetched', async () => {
    show()
    const first = (await screen.findByText('手沖咖啡')).closest('tr') as HTMLElement
    for (const text of ['12,100', '1.50', '3', '42', 'Commercial', '2026/11', 'Sandbox']) expect(within(first).getByText(text)).toBeTruthy()
    const second = screen.getByText('咖啡豆').closest('tr') as HTMLElement
    expect(within(second).getAllByText('–')).toHaveLength(6)
    expect(screen.getByTestId('list-count').textContent).toBe('2 of 200 keywords')
  })

  it('adds typed keywords and says how many were already there', async () => {
    vi.mocked(api.post).mockResolvedValue({ added: 1, duplicates: 1, list: LIST })
    show()
    await screen.findByText('手沖咖啡')
    fireEvent.change(screen.getByLabelText('Add keywords'), { target: { value: '拿鐵\n咖啡豆' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/keyword_lists/7/keywords', { keywords: '拿鐵\n咖啡豆' }))
    expect(await screen.findByText('1 added, 1 already in the list')).toBeTruthy()
  })

  it('shows SPEC’s forbidden-character text when the server refuses the keywords', async () => {
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(422, 'validation.failed', 'Some fields are invalid', [
        { field: 'keywords', code: 'project.keywords_forbidden', message: 'Keywords cannot contain <: <b>' },
      ]),
    )
    show()
    await screen.findByText('手沖咖啡')
    fireEvent.change(screen.getByLabelText('Add keywords'), { target: { value: '<b>' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Keywords cannot contain <: <b>')).toBeTruthy()
  })

  it('removes the selected keywords after confirming', async () => {
    vi.mocked(api.post).mockResolvedValue({ deleted: [2] })
    show()
    const row = (await screen.findByText('咖啡豆')).closest('tr') as HTMLElement
    fireEvent.click(within(row).getByRole('checkbox'))
    fireEvent.click(screen.getByRole('button', { name: /Remove selected \(1\)/ }))
    expect((await screen.findAllByText('Remove 1 keyword from this list?')).length).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/keyword_lists/7/keywords/batch_delete', { item_ids: [2] }))
    expect(await screen.findByText('1 keyword removed')).toBeTruthy()
  })

  it('says the figures could not be obtained when a refresh fails on the server', async () => {
    vi.mocked(api.post).mockRejectedValue(new ApiError(502, 'research.provider_failed', 'upstream'))
    show()
    await screen.findByText('手沖咖啡')
    fireEvent.click(screen.getByRole('button', { name: /Refresh metrics/ }))
    expect(await screen.findByText('Unable to obtain keywords, search volume or CPC')).toBeTruthy()
  })
})
