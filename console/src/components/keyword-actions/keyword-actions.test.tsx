import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import { AddToListButton } from './add-to-list-button'
import { SendToProjectButton } from './send-to-project-button'

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

/** As in the console (src/main.tsx): antd's App, which renders the messages, sits outside the router. */
function show(node: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>
          <Routes>
            <Route path="/" element={node} />
            <Route path="/keyword-planning/keywords-lists/:id" element={<p>the list screen</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  )
}

const LIST = { id: 4, name: 'Coffee', country: 'TW', language: 'zh-TW', item_count: 2, created_at: '2026-11-01T00:00:00Z', updated_at: '2026-11-01T00:00:00Z' }
const KEYWORDS = ['手沖咖啡', '咖啡豆', '拿鐵']

async function openDialog(name: RegExp) {
  const button = screen.getByRole('button', { name }) as HTMLButtonElement
  await waitFor(() => expect(button.querySelector('.ant-btn-loading-icon')).toBeNull())
  fireEvent.click(button)
}

async function pick(label: string, option: string) {
  fireEvent.mouseDown(await screen.findByRole('combobox', { name: label }))
  fireEvent.click(await screen.findByTitle(option))
}

describe('AddToListButton', { timeout: 30_000 }, () => {
  it('adds the keywords to the chosen list and says how many were new', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: [LIST], limit: 3, items_limit: 200 })
    vi.mocked(api.post).mockResolvedValue({ added: 2, duplicates: 1, list: { ...LIST, item_count: 4 } })
    show(<AddToListButton keywords={KEYWORDS} />)
    await openDialog(/Add to list/)
    expect(await screen.findByText('Add 3 keywords to a list')).toBeTruthy()
    await pick('Choose a list', 'Coffee (2) · TW zh-TW')
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/keyword_lists/4/keywords', { keywords: KEYWORDS }))
    expect(await screen.findByText(/2 added to “Coffee”, 1 already there/)).toBeTruthy()
    fireEvent.click(screen.getByText('Open list'))
    expect(await screen.findByText('the list screen')).toBeTruthy()
  })

  it('creates a new list on the way, and shows the server’s text for a name in use', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: [], limit: 3, items_limit: 200 })
    vi.mocked(api.post).mockRejectedValueOnce(
      new ApiError(409, 'keyword_list.name_exists', 'A keyword list named “Tea” already exists'),
    )
    show(<AddToListButton keywords={['抹茶']} market={{ country: 'JP', language: 'ja' }} />)
    await openDialog(/Add to list/)
    fireEvent.change(await screen.findByLabelText('New list name'), { target: { value: 'Tea' } })
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('A keyword list named “Tea” already exists')).toBeTruthy()
    // the search's market, not the user's default
    expect(api.post).toHaveBeenCalledWith('/keyword_lists', { name: 'Tea', country: 'JP', language: 'ja' })

    vi.mocked(api.post)
      .mockResolvedValueOnce({ ...LIST, id: 9, name: 'Tea 2', item_count: 0 })
      .mockResolvedValueOnce({ added: 1, duplicates: 0, list: { ...LIST, id: 9 } })
    fireEvent.change(screen.getByLabelText('New list name'), { target: { value: 'Tea 2' } })
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(api.post).toHaveBeenLastCalledWith('/keyword_lists/9/keywords', { keywords: ['抹茶'] }))
    expect(await screen.findByText(/1 added to “Tea 2”, 0 already there/)).toBeTruthy()
  })

  it('is disabled without keywords', () => {
    vi.mocked(api.get).mockResolvedValue({ data: [], limit: 3, items_limit: 200 })
    show(<AddToListButton keywords={[]} />)
    expect((screen.getByRole('button', { name: /Add to list/ }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('SendToProjectButton', { timeout: 30_000 }, () => {
  it('tracks the keywords in the chosen project and reports added and skipped', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: [{ id: 5, name: 'My cafe', url: 'https://cafe.tw' }] })
    vi.mocked(api.post).mockResolvedValue({ site_id: 5, added: 2, skipped: 1 })
    show(<SendToProjectButton keywords={KEYWORDS} />)
    fireEvent.click(screen.getByRole('button', { name: /Send to project/ }))
    expect(await screen.findByText('Track 3 keywords in a project')).toBeTruthy()
    await pick('Choose a project', 'My cafe')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/sites/5/send_keywords', { keywords: KEYWORDS }))
    expect(await screen.findByText('2 keywords now tracked in “My cafe”, 1 were tracked already')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open rankings' }).getAttribute('href')).toBe('/projects/5/rankings')
  })

  it('shows the plan limit refusal in the dialog', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: [{ id: 5, name: 'My cafe', url: 'https://cafe.tw' }] })
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(422, 'validation.failed', 'Some fields are invalid', [
        { field: 'keywords', code: 'project.keywords_exceed', message: 'Exceeds the number of keywords that can be added (2 left)' },
      ]),
    )
    show(<SendToProjectButton keywords={KEYWORDS} />)
    fireEvent.click(screen.getByRole('button', { name: /Send to project/ }))
    await pick('Choose a project', 'My cafe')
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Exceeds the number of keywords that can be added (2 left)')).toBeTruthy()
  })

  it('says to create a project first when there is none', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: [] })
    show(<SendToProjectButton keywords={KEYWORDS} />)
    fireEvent.click(screen.getByRole('button', { name: /Send to project/ }))
    expect(await screen.findByText('No project yet: create one first.')).toBeTruthy()
  })

  it('offers a project made after the screen loaded', async () => {
    vi.mocked(api.get).mockResolvedValueOnce({ data: [] })
    show(<SendToProjectButton keywords={KEYWORDS} />)
    await waitFor(() => expect(api.get).toHaveBeenCalledTimes(1))
    vi.mocked(api.get).mockResolvedValue({ data: [{ id: 6, name: 'New shop', url: 'https://shop.tw' }] })
    fireEvent.click(screen.getByRole('button', { name: /Send to project/ }))
    await pick('Choose a project', 'New shop')
  })
})
