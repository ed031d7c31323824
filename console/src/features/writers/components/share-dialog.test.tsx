import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Editor } from '@tiptap/react'
import { StarterKit } from '@tiptap/starter-kit'
import { App } from 'antd'
import dayjs from 'dayjs'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { api, ApiError } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import type { WriterShare, WriterShareIn } from '../api/share'
import { BODY_FRAGMENT, fieldsOf, fromBase64 } from '../collab/doc-layout'
import { SharePanel } from './share-dialog'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() },
}))

const ACTIVE: WriterShare = {
  uuid: 'u-1',
  url: 'https://app.ranklens.tw/share/seo-writer/u-1',
  editor_name: '小王',
  expires_at: '2026-12-04T15:59:59Z',
  created_at: '2026-11-27T10:00:00Z',
}

let editor: Editor
const FIELDS = { keyword: '黑木耳', title: '黑木耳飲推薦', description: '每天一杯' }

function show(handlers: { onShared?: () => void; onRevoked?: () => void; beforeShare?: () => Promise<unknown> } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <App>
        <SharePanel
          documentId={5}
          source={{ editor: () => editor, fields: FIELDS, beforeShare: handlers.beforeShare }}
          onShared={handlers.onShared ?? vi.fn()}
          onRevoked={handlers.onRevoked ?? vi.fn()}
        />
      </App>
    </QueryClientProvider>,
  )
}

const field = (label: string) => screen.getByLabelText(label)
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create share link' }))
const postedBody = () => vi.mocked(api.post).mock.calls[0][1] as WriterShareIn

beforeEach(async () => {
  editor = new Editor({ extensions: [StarterKit], content: '<h1>黑木耳飲</h1><p>每天一杯，幫助入睡。</p>' })
  vi.mocked(api.get).mockReset().mockResolvedValue({ data: null })
  vi.mocked(api.post).mockReset().mockResolvedValue(ACTIVE)
  vi.mocked(api.delete).mockReset().mockResolvedValue(undefined)
  await i18n.changeLanguage('en')
})
afterEach(() => {
  cleanup()
  editor.destroy()
})

describe('SharePanel', { timeout: 20_000 }, () => {
  it('requires the editor name and a 4 to 64 character password before posting', async () => {
    show()
    await screen.findByLabelText('Editor name')
    submit()
    await waitFor(() => expect(screen.getAllByText('is required')).toHaveLength(2))
    fireEvent.change(field('Share password'), { target: { value: 'abc' } })
    await screen.findByText('The share password must have 4 to 64 characters')
    expect(api.post).not.toHaveBeenCalled()
  })

  it('posts the name, password, expiry and the editor as a base64 Yjs update', async () => {
    const onShared = vi.fn()
    const beforeShare = vi.fn(async () => undefined)
    show({ onShared, beforeShare })
    await screen.findByLabelText('Editor name')
    fireEvent.change(field('Editor name'), { target: { value: ' 小王 ' } })
    fireEvent.change(field('Share password'), { target: { value: 'secret-1' } })
    submit()
    await waitFor(() => expect(api.post).toHaveBeenCalledTimes(1))
    expect(beforeShare).toHaveBeenCalled()
    expect(vi.mocked(api.post).mock.calls[0][0]).toBe('/seo_writer_templates/5/share')
    const body = postedBody()
    expect(body.editor_name).toBe('小王')
    expect(body.password).toBe('secret-1')
    // the default expiry: a week ahead, to the end of that day
    expect(body.expires_at).toBe(dayjs().add(7, 'day').endOf('day').toISOString())
    const doc = new Y.Doc()
    Y.applyUpdate(doc, fromBase64(body.state))
    expect(doc.getXmlFragment(BODY_FRAGMENT).toString()).toContain('每天一杯，幫助入睡。')
    expect(doc.getXmlFragment(BODY_FRAGMENT).toString()).toContain('黑木耳飲')
    expect(fieldsOf(doc).toJSON()).toEqual(FIELDS)
    await waitFor(() => expect(onShared).toHaveBeenCalled())
  })

  it('shows the server’s field errors under their fields', async () => {
    vi.mocked(api.post).mockRejectedValue(
      new ApiError(422, 'validation.failed', 'invalid', [
        { field: 'expires_at', code: 'writer.share_expiry_too_far', message: 'At most 90 days ahead' },
      ]),
    )
    show()
    await screen.findByLabelText('Editor name')
    fireEvent.change(field('Editor name'), { target: { value: '小王' } })
    fireEvent.change(field('Share password'), { target: { value: 'secret-1' } })
    submit()
    await screen.findByText('At most 90 days ahead')
  })

  it('says a refusal (the plan lacks sharing) above the form', async () => {
    vi.mocked(api.post).mockRejectedValue(new ApiError(403, 'plan.denied', 'Your plan does not include sharing'))
    show()
    await screen.findByLabelText('Editor name')
    fireEvent.change(field('Editor name'), { target: { value: '小王' } })
    fireEvent.change(field('Share password'), { target: { value: 'secret-1' } })
    submit()
    await screen.findByText('Your plan does not include sharing')
  })

  it('shows the active link, and stops sharing once confirmed', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: ACTIVE })
    const onRevoked = vi.fn()
    show({ onRevoked })
    expect((await screen.findByTestId('writer-share-link')).textContent).toContain(ACTIVE.url)
    expect(screen.getByText('小王')).toBeTruthy()
    expect(screen.getByText(dayjs(ACTIVE.expires_at).format('YYYY/MM/DD HH:mm'))).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }))
    const confirm = await screen.findByRole('tooltip')
    expect(api.delete).not.toHaveBeenCalled()
    fireEvent.click(within(confirm).getByRole('button', { name: 'Stop sharing' }))
    await waitFor(() => expect(api.delete).toHaveBeenCalledWith('/seo_writer_templates/5/share'))
    await waitFor(() => expect(onRevoked).toHaveBeenCalled())
  })

  it('a failed stop is only logged (SPEC §8)', async () => {
    vi.mocked(api.get).mockResolvedValue({ data: ACTIVE })
    vi.mocked(api.delete).mockRejectedValue(new ApiError(500, 'server.unknown', 'boom'))
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const onRevoked = vi.fn()
    show({ onRevoked })
    fireEvent.click(await screen.findByRole('button', { name: 'Stop sharing' }))
    fireEvent.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Stop sharing' }))
    await waitFor(() => expect(logged).toHaveBeenCalled())
    expect(onRevoked).not.toHaveBeenCalled()
    logged.mockRestore()
  })
})
