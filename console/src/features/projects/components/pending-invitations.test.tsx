import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { App } from 'antd'
import dayjs from 'dayjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import { PendingInvitations } from './pending-invitations'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), delete: vi.fn() },
}))

afterEach(cleanup) // no globals in this Vitest set-up, so Testing Library does not clean up by itself

beforeEach(() => {
  vi.mocked(api.get).mockReset()
  vi.mocked(api.delete).mockReset()
  void i18n.changeLanguage('en')
})

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <App>
        <PendingInvitations siteId={5} />
      </App>
    </QueryClientProvider>,
  )
}

const soon = dayjs().add(6, 'day')
const INVITATIONS = [
  { id: 1, email: 'fresh@example.com', role: 'viewer', created_at: dayjs().toISOString(), expires_at: soon.toISOString() },
  { id: 2, email: 'late@example.com', role: 'manager', created_at: '2026-01-01T00:00:00Z', expires_at: '2026-01-08T00:00:00Z' },
]

describe('PendingInvitations', { timeout: 30_000 }, () => {
  it('lists each invitation with its role and when it lapses', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: INVITATIONS })
    show()
    const fresh = (await screen.findByText('fresh@example.com')).closest('tr') as HTMLElement
    expect(within(fresh).getByText('Viewer')).toBeTruthy()
    expect(within(fresh).getByText(`Expires ${soon.format('YYYY/MM/DD')}`)).toBeTruthy()
    const late = screen.getByText('late@example.com').closest('tr') as HTMLElement
    expect(within(late).getByText('Expired')).toBeTruthy()
    expect(api.get).toHaveBeenCalledWith('/sites/5/members/invitations')
  })

  it('revokes one after confirming', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: INVITATIONS })
    vi.mocked(api.delete).mockResolvedValue(undefined)
    show()
    const late = (await screen.findByText('late@example.com')).closest('tr') as HTMLElement
    fireEvent.click(within(late).getByRole('button', { name: 'Revoke' }))
    expect(await screen.findByText('Revoke the invitation to late@example.com?')).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Revoke' }).at(-1) as HTMLElement)
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/sites/5/members/invitations/2'))
  })

  it('shows nothing when no invitation is pending', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: [] })
    const { container } = show()
    await waitFor(() => expect(api.get).toHaveBeenCalled())
    expect(container.querySelector('section')).toBeNull()
  })
})
