import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { App } from 'antd'
import dayjs from 'dayjs'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import { KeywordListsScreen } from './keyword-lists-screen'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}))

afterEach(cleanup)

beforeEach(() => {
  for (const fn of [api.get, api.post, api.patch, api.delete]) vi.mocked(fn).mockReset()
  void i18n.changeLanguage('en')
})

const UPDATED = '2026-11-20T08:30:00Z'
const LISTS = [
  { id: 1, name: 'Coffee', country: 'TW', language: 'zh-TW', item_count: 1234, created_at: UPDATED, updated_at: UPDATED },
  { id: 2, name: 'Tea', country: 'TW', language: 'zh-TW', item_count: 1, created_at: UPDATED, updated_at: UPDATED },
]

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <KeywordListsScreen />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('KeywordListsScreen', { timeout: 30_000 }, () => {
  it('lists each list with its keyword count and latest update, and the plan usage', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: LISTS, limit: 3, items_limit: 200 })
    show()
    const coffee = (await screen.findByRole('link', { name: 'Coffee' })).closest('tr') as HTMLElement
    expect(within(coffee).getByText('1,234')).toBeTruthy()
    expect(within(coffee).getByText(dayjs(UPDATED).format('YYYY/MM/DD HH:mm'))).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Coffee' }).getAttribute('href')).toBe('/keyword-planning/keywords-lists/1')
    expect(screen.getByTestId('lists-usage').textContent).toBe('2 of 3 lists used')
  })

  it('deletes a list only after confirming', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: LISTS, limit: 3, items_limit: 200 })
    vi.mocked(api.delete).mockResolvedValue(undefined)
    show()
    const tea = (await screen.findByRole('link', { name: 'Tea' })).closest('tr') as HTMLElement
    fireEvent.click(within(tea).getByRole('button', { name: /Delete/ }))
    expect((await screen.findAllByText('Delete list “Tea”?')).length).toBeGreaterThan(0)
    expect(screen.getAllByText('Its 1 keyword goes with it; keywords tracked in projects stay.').length).toBeGreaterThan(0)
    expect(api.delete).not.toHaveBeenCalled()
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1) as HTMLElement)
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/keyword_lists/2'))
    expect(await screen.findByText('List “Tea” deleted')).toBeTruthy()
  })

  it('shows a name already in use under the name field', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: LISTS, limit: 3, items_limit: 200 })
    vi.mocked(api.post).mockRejectedValue(new ApiError(409, 'keyword_list.name_exists', 'A keyword list named “Coffee” already exists'))
    show()
    await screen.findByRole('link', { name: 'Coffee' })
    fireEvent.click(screen.getByRole('button', { name: /New list/ }))
    fireEvent.change(await screen.findByLabelText('List name'), { target: { value: 'coffee' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(await screen.findByText('A keyword list named “Coffee” already exists')).toBeTruthy()
    expect(api.post).toHaveBeenCalledWith('/keyword_lists', { name: 'coffee', country: 'TW', language: 'zh-TW' })
  })

  it('offers no new list once the plan’s lists are used up', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: LISTS, limit: 2, items_limit: 200 })
    show()
    await screen.findByRole('link', { name: 'Coffee' })
    expect((screen.getByRole('button', { name: /New list/ }) as HTMLButtonElement).disabled).toBe(true)
  })
})
