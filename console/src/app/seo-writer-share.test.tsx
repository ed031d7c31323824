/**
 * The SEO writer editor of a shared document, as its creator sees it: co-editing instead of the
 * autosave, and the share dialog in the header (plan-gated).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { fakeProviders } from '@/features/writers/collab/fake-websocket-provider'
import { fieldsOf } from '@/features/writers/collab/doc-layout'
import type { WriterDocument } from '@/features/writers/api/writers'
import { api, setUnauthorizedHandler } from '@/lib/api-client'
import { userQueryKey } from '@/lib/auth'
import { i18n } from '@/lib/i18n'
import type { User } from '@/types/api'
import { SeoWriterPage } from './seo-writer-page'

vi.mock('y-websocket', () => import('@/features/writers/collab/fake-websocket-provider'))
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn(), delete: vi.fn() },
}))

const DOCUMENT = {
  id: 5, keyword: '黑木耳', title: '黑木耳飲推薦', description: '每天一杯黑木耳飲', category_ids: [], creator_id: 1,
  creator_name: 'Amy', updated_at: '2026-11-27T10:00:00Z', version: 3, share_active: true,
  content_html: '<p>每天一杯。</p>',
} as unknown as WriterDocument

const access = (included: boolean) => ({
  feature: 'writer_share', limit: included ? 99_999_999_999 : 0, limited: !included, usage: 0,
  remaining: included ? 99_999_999_999 : 0, available: included, included, upgrade: null,
})
const userWith = (included: boolean) =>
  ({ id: 1, name: 'Amy', email: 'amy@example.com', subscription: { features: { writer_share: access(included) } } }) as unknown as User

beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList
  Range.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) }) as DOMRect
  document.elementFromPoint = () => null
})
beforeEach(async () => {
  fakeProviders.length = 0
  vi.mocked(api.get).mockReset()
  vi.mocked(api.post).mockReset().mockRejectedValue(new Error('no score in this test'))
  vi.mocked(api.patch).mockReset()
  await i18n.changeLanguage('en')
})
afterEach(cleanup)

function show(document: WriterDocument, user: User) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  client.setQueryData(userQueryKey, user)
  vi.mocked(api.get).mockImplementation(async (path: string) => {
    if (path === '/seo_writer_templates/5') return document
    if (path === '/seo_writer_templates/5/share') return { data: null }
    if (path === '/text_comply/categories') return { data: [], max_sub_categories: 6, max_chars: 20000 }
    throw new Error(`unexpected GET ${path}`)
  })
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/seo-diy/seo-writer/5']}>
          <Routes>
            <Route path="/seo-diy/seo-writer/:id" element={<SeoWriterPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  )
}

const titleInput = () => screen.getByPlaceholderText<HTMLInputElement>(/the page's <title>/)

describe('SEO writer editor, shared document', { timeout: 30_000 }, () => {
  it('co-edits: the owner joins under their name, fields go to the shared doc, nothing is PATCHed', async () => {
    show(DOCUMENT, userWith(true))
    await screen.findByLabelText('Article body')
    const provider = fakeProviders[0]
    expect(provider.room).toBe('5')
    expect(provider.params).toEqual({})
    expect(screen.getByTestId('co-editors').textContent).toBe('Amy (you)')
    expect(screen.queryByRole('button', { name: /Version history/ })).toBeNull()
    // read only until the server's copy has arrived
    expect(titleInput().disabled).toBe(true)
    const server = new Y.Doc()
    fieldsOf(server).set('title', '伺服器的標題')
    act(() => {
      Y.applyUpdate(provider.doc, Y.encodeStateAsUpdate(server))
      provider.emit('sync', [true])
    })
    expect(titleInput().value).toBe('伺服器的標題')
    fireEvent.change(titleInput(), { target: { value: '一起改的標題' } })
    expect(fieldsOf(provider.doc).get('title')).toBe('一起改的標題')
    // longer than the autosave's pause
    await new Promise((resolve) => setTimeout(resolve, 1_800))
    expect(api.patch).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: /Co-editing/ })).toBeTruthy()
  })

  it('another editor shows in the row of names', async () => {
    show(DOCUMENT, userWith(true))
    await screen.findByLabelText('Article body')
    const provider = fakeProviders[0]
    const guest = new Y.Doc()
    const { Awareness, encodeAwarenessUpdate, applyAwarenessUpdate } = await import('y-protocols/awareness')
    const guestAwareness = new Awareness(guest)
    guestAwareness.setLocalStateField('user', { name: '小王', color: '#1d39c4' })
    act(() => applyAwarenessUpdate(provider.awareness, encodeAwarenessUpdate(guestAwareness, [guest.clientID]), 'remote'))
    expect(screen.getByTestId('co-editors').textContent).toBe('Amy (you)小王')
    guestAwareness.destroy()
  })

  it('the socket refused for a lapsed session (4401) sends the owner to sign in, as a 401 does', async () => {
    const signIn = vi.fn()
    setUnauthorizedHandler(signIn)
    show(DOCUMENT, userWith(true))
    await screen.findByLabelText('Article body')
    expect(signIn).not.toHaveBeenCalled()
    act(() => fakeProviders[0].emit('closed', [{ code: 4401, reason: '' }]))
    await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1))
    expect(screen.getByText(/no longer signed in/)).toBeTruthy()
  })

  it('without writer_share in the plan the Share button shows the upgrade prompt', async () => {
    show({ ...DOCUMENT, share_active: false } as WriterDocument, userWith(false))
    fireEvent.click(await screen.findByRole('button', { name: /Share/ }))
    await screen.findByTestId('plan-lock')
    expect(screen.getByTestId('upgrade-link')).toBeTruthy()
    expect(fakeProviders).toHaveLength(0)
  })

  it('the Share button opens the dialog for the creator with the plan, and is absent for others', async () => {
    show({ ...DOCUMENT, share_active: false } as WriterDocument, userWith(true))
    fireEvent.click(await screen.findByRole('button', { name: /Share/ }))
    await screen.findByLabelText('Editor name')
    await waitFor(() => expect(api.get).toHaveBeenCalledWith('/seo_writer_templates/5/share'))
    cleanup()
    show({ ...DOCUMENT, share_active: false, creator_id: 2 } as WriterDocument, userWith(true))
    await screen.findByLabelText('Article body')
    expect(screen.queryByRole('button', { name: /Share/ })).toBeNull()
  })
})
