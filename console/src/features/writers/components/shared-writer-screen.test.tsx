import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/lib/i18n'
import type { SharedDocument } from '../api/share'
import { fakeProviders } from '../collab/fake-websocket-provider'
import { SHARE_TOKENS_KEY } from '../utils/share-tokens'
import { SharedWriterScreen } from './shared-writer-screen'

// no server to talk to: the test plays the server through the fake provider
vi.mock('y-websocket', () => import('../collab/fake-websocket-provider'))
const providers = fakeProviders

const SHARED: SharedDocument = {
  id: 5,
  keyword: '黑木耳',
  title: '黑木耳飲推薦',
  editor_name: '小王',
  owner_name: 'Amy Chen',
  expires_at: '2026-12-04T15:59:59Z',
}

type Answer = { status: number; body?: unknown }
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>()
function answer(answers: Record<string, Answer>) {
  fetchMock.mockImplementation(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`
    const found = answers[key]
    if (!found) throw new Error(`unexpected ${key}`)
    return new Response(found.body === undefined ? null : JSON.stringify(found.body), { status: found.status })
  })
}
const UNLOCK = 'POST /api/share/seo_writer/u-1/unlock'
const READ = 'GET /api/share/seo_writer/u-1'
const refusal = (status: number, code: string) => ({ status, body: { code, message: `server: ${code}` } })

beforeAll(() => {
  // jsdom lays nothing out: ProseMirror's scrolling asks for rectangles
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList
  Range.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect
  document.elementFromPoint = () => null
})
beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock)
  fetchMock.mockReset()
  providers.length = 0
  window.localStorage.clear()
  await i18n.changeLanguage('en')
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function show(path = '/share/seo-writer/u-1') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/share/seo-writer/:uuid?" element={<SharedWriterScreen />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  )
}

async function enter(password: string) {
  fireEvent.change(await screen.findByLabelText('Share password'), { target: { value: password } })
  fireEvent.click(screen.getByRole('button', { name: 'Start editing' }))
}

describe('SharedWriterScreen', { timeout: 20_000 }, () => {
  it.each([
    [refusal(403, 'writer.share_password_wrong'), 'Wrong writer password'],
    [refusal(429, 'writer.share_too_many_attempts'), 'Too many wrong passwords; try again later'],
  ])('keeps the form with the reason when unlocking is refused (%#)', async (refused, text) => {
    answer({ [UNLOCK]: refused })
    show()
    await enter('nope')
    await screen.findByText(text)
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toEqual({ password: 'nope' })
    expect(screen.getByLabelText('Share password')).toBeTruthy()
  })

  it.each([
    [refusal(404, 'resource.not_found'), 'This share link was not found'],
    [refusal(410, 'writer.share_expired'), 'This share has ended'],
  ])('says when the share is gone (%#)', async (refused, text) => {
    answer({ [UNLOCK]: refused })
    show()
    await enter('secret-1')
    await screen.findByText(text)
    expect(screen.queryByLabelText('Share password')).toBeNull()
  })

  it('without a uuid: not found, nothing asked', async () => {
    show('/share/seo-writer')
    await screen.findByText('This share link was not found')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('unlocks, keeps the token, and co-edits under the share’s editor name', async () => {
    answer({ [UNLOCK]: { status: 200, body: { token: 'tok-1', document: SHARED } } })
    show()
    await enter('secret-1')
    await screen.findByLabelText('Article body')
    expect(JSON.parse(window.localStorage.getItem(SHARE_TOKENS_KEY) ?? '{}')).toEqual({ 'u-1': 'tok-1' })
    expect(screen.getByTestId('share-byline').textContent).toContain('Amy Chen')
    const [provider] = providers
    expect(provider.url).toBe(`ws://${window.location.host}/api/writers/collab`)
    expect(provider.room).toBe('5')
    expect(provider.params).toEqual({ share_token: 'tok-1' })
    expect(provider.awareness.getLocalState()?.user).toEqual({ name: '小王', color: expect.stringMatching(/^#[0-9a-f]{6}$/) })
    expect(screen.getByTestId('co-editors').textContent).toBe('小王 (you)')
    expect(screen.getByTestId('connection-state').textContent).toBe('Connecting')
    act(() => provider.emit('status', [{ status: 'connected' }]))
    expect(screen.getByTestId('connection-state').textContent).toBe('Connected')
    act(() => provider.emit('status', [{ status: 'disconnected' }]))
    expect(screen.getByTestId('connection-state').textContent).toBe('Reconnecting')
  })

  it('comes back with the kept token without asking the password', async () => {
    window.localStorage.setItem(SHARE_TOKENS_KEY, JSON.stringify({ 'u-1': 'tok-1' }))
    answer({ [READ]: { status: 200, body: SHARED } })
    show()
    await screen.findByLabelText('Article body')
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('X-Share-Token')).toBe('tok-1')
  })

  it('an old kept token: the password is asked again and the token forgotten', async () => {
    window.localStorage.setItem(SHARE_TOKENS_KEY, JSON.stringify({ 'u-1': 'old' }))
    answer({ [READ]: refusal(401, 'writer.share_locked') })
    show()
    await screen.findByText('Enter the share password again')
    await waitFor(() => expect(window.localStorage.getItem(SHARE_TOKENS_KEY)).toBe('{}'))
  })

  it('closes on 4410 with "this share has ended", and on 4401 asks the password again', async () => {
    window.localStorage.setItem(SHARE_TOKENS_KEY, JSON.stringify({ 'u-1': 'tok-1' }))
    answer({ [READ]: { status: 200, body: SHARED } })
    show()
    await screen.findByLabelText('Article body')
    act(() => providers[0].emit('closed', [{ code: 4401, reason: '' }]))
    await screen.findByText('Enter the share password again')
    expect(providers[0].shouldConnect).toBe(false)

    answer({ [UNLOCK]: { status: 200, body: { token: 'tok-2', document: SHARED } } })
    await enter('secret-1')
    await screen.findByLabelText('Article body')
    const provider = providers.at(-1)!
    expect(provider.params).toEqual({ share_token: 'tok-2' })
    act(() => provider.emit('closed', [{ code: 4410, reason: '' }]))
    await screen.findByText('This share has ended')
    expect(screen.queryByLabelText('Article body')).toBeNull()
  })
})
