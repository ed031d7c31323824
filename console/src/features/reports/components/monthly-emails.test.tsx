import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import type { Site } from '@/types/projects'
import { MonthlyEmails } from './monthly-emails'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
}))

afterEach(cleanup)

beforeEach(() => {
  vi.mocked(api.get).mockReset()
  vi.mocked(api.post).mockReset()
  void i18n.changeLanguage('en')
})

const SITE = { id: 5, role: 'owner' } as Site

function show() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MonthlyEmails site={SITE} />
      </App>
    </QueryClientProvider>,
  )
}

describe('MonthlyEmails', { timeout: 30_000 }, () => {
  it('says the plan cannot set the monthly report e-mail and offers no editing', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: [], allowed: false, receiver_limitation: 1 })
    show()
    expect(await screen.findByText('Current plan cannot set monthly report email')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
  })

  it('adds an address and shows the server answer; a refusal shows its SPEC text and the reason', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: [], allowed: true, receiver_limitation: 3 })
    vi.mocked(api.post).mockResolvedValueOnce({
      data: ['boss@example.com'], allowed: true, receiver_limitation: 3, message: 'The monthly report email was added',
    })
    show()
    const input = await screen.findByLabelText('E-mail')
    fireEvent.change(input, { target: { value: 'boss@example.com' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    await waitFor(() => expect(api.post).toHaveBeenCalledWith('/sites/5/monthly_report/emails', { email: 'boss@example.com' }))
    expect(await screen.findByText('The monthly report email was added')).toBeTruthy()
    expect(await screen.findByText('boss@example.com')).toBeTruthy()

    vi.mocked(api.post).mockRejectedValueOnce(
      new ApiError(422, 'reports.monthly_email.add_failed', 'Error adding the monthly report email', [
        { field: 'email', code: 'validation.email', message: 'is not a valid e-mail' },
      ]),
    )
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nope' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect(await screen.findByText('Error adding the monthly report email is not a valid e-mail')).toBeTruthy()
  })
})
