import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import type { User } from '@/types/api'
import { acceptInvitation } from '../api/accept-invitation'
import { AcceptInvitationPage, invitationSignIn } from './accept-invitation-page'

vi.mock('../api/accept-invitation', () => ({ acceptInvitation: vi.fn() }))
const session: { user: User | null | undefined } = { user: undefined }
vi.mock('@/lib/auth', () => ({ useUser: () => ({ user: session.user, isLoading: session.user === undefined }) }))

afterEach(cleanup) // no globals in this Vitest set-up, so Testing Library does not clean up by itself

beforeEach(() => {
  vi.mocked(acceptInvitation).mockReset()
  void i18n.changeLanguage('en')
})

function open(search: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/invitation${search}`]}>
        <AcceptInvitationPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('AcceptInvitationPage', { timeout: 30_000 }, () => {
  it('sends a visitor to sign up or in, and back to the invitation afterwards', () => {
    session.user = null
    open('?token=abc')
    expect(screen.getByText('You are invited to a RankLens project')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/auth?token=abc&to=%2Finvitation&mode=register',
    )
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(invitationSignIn('abc', 'login'))
    expect(acceptInvitation).not.toHaveBeenCalled()
  })

  it('joins at once when signed in and links to the project', async () => {
    session.user = { id: 7, email: 'colleague@example.com' } as User
    vi.mocked(acceptInvitation).mockResolvedValue({ site_id: 3, name: 'My site', role: 'manager' })
    open('?token=abc')
    expect(await screen.findByText('You joined “My site”')).toBeTruthy()
    expect(screen.getByText('Your role in this project: Manager.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open the project' }).getAttribute('href')).toBe('/projects/3')
    expect(acceptInvitation).toHaveBeenCalledTimes(1)
    expect(acceptInvitation).toHaveBeenCalledWith('abc')
  })

  it('says why another account cannot accept and offers to switch', async () => {
    session.user = { id: 8, email: 'intruder@example.com' } as User
    vi.mocked(acceptInvitation).mockRejectedValue(
      new ApiError(403, 'invitation.wrong_account', 'This invitation was sent to a different e-mail address'),
    )
    open('?token=abc')
    expect(await screen.findByText('This invitation was sent to a different e-mail address')).toBeTruthy()
    expect(screen.getByText('You are signed in as intruder@example.com.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sign in with another account' })).toBeTruthy()
  })

  it('shows the server’s reason for an expired link, with no switch offered', async () => {
    session.user = { id: 7, email: 'colleague@example.com' } as User
    vi.mocked(acceptInvitation).mockRejectedValue(new ApiError(410, 'invitation.expired', 'This invitation has expired'))
    open('?token=abc')
    expect(await screen.findByText('This invitation has expired')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Sign in with another account' })).toBeNull()
  })

  it('explains an incomplete link', () => {
    session.user = null
    open('')
    expect(screen.getByText('The invitation link is incomplete. Open it again from the invitation e-mail.')).toBeTruthy()
  })
})
