import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ContentScore } from '@/features/content-score/api/content-score'
import type { CategoriesOut, ComplyOut } from '@/features/text-comply/api/text-comply'
import type { WriterDocument } from '@/features/writers/api/writers'
import { api } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import { SeoWriterPage } from './seo-writer-page'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn(), patch: vi.fn() },
}))

const DOCUMENT = {
  id: 5, keyword: '黑木耳', title: '黑木耳飲推薦', description: '每天一杯黑木耳飲', category_ids: [], creator_id: 1,
  updated_at: '2026-11-27T10:00:00Z', version: 3,
  content_html: '<h1>黑木耳飲</h1><p>每天一杯，幫助改善失眠。</p>',
} as unknown as WriterDocument

const SCORE = {
  score: 37, suggested: 80, state: 'ready', progress: 100, message: null, sandbox: false, market: 'TW', language: 'zh-TW',
  parts: { rules: 20, keywords: 10, terms: 0, length: 7 }, length: 14, median_length: 1200,
  keywords: [{ text: '黑木耳', kind: 'target', used: 2, wanted: 5, pages: 9, done: false }],
  terms: [{ text: '膳食纖維', kind: 'term', used: 0, wanted: 2, pages: 6, done: false }],
  rules: [{ code: 'description.length', ok: false, part: 'description', text: 'Description length', fix: 'Lengthen it', evidence: {} }],
  top: [],
} as unknown as ContentScore

const names = (text: string) => ({ 'zh-TW': text, 'zh-CN': text, en: text, ja: text })
const CATEGORIES: CategoriesOut = {
  data: [{ id: 'TW-FOOD', region: 'TW', names: names('Food'), subs: [] }], max_sub_categories: 6, max_chars: 20000,
}
const FINDING = {
  match: '改善失眠', occurrence: 0, start: 11, end: 15, category: 'TW-FOOD-MED-DISEASE', main_category: 'TW-FOOD',
  law: '食品安全衛生管理法第28條第2項', rule: '準則第5條第1款', why: '宣稱改善疾病', severity: 'forbidden', alternative: null,
  unverified: false,
}
const ANSWER = {
  text: '黑木耳飲\n每天一杯，幫助改善失眠。', findings: [FINDING], warnings: [],
  usage: { feature: 'text_comply', limit: 50, limited: true, usage: 1, remaining: 49, available: true, included: true, upgrade: null },
} as unknown as ComplyOut

beforeAll(() => {
  // jsdom lays nothing out: ProseMirror's scrolling asks for rectangles
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) })
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList
  Range.prototype.getBoundingClientRect = rect as () => DOMRect
  document.elementFromPoint = () => null
})

beforeEach(async () => {
  vi.mocked(api.get).mockReset().mockImplementation(async (path: string) => {
    if (path === '/seo_writer_templates/5') return DOCUMENT
    if (path === '/text_comply/categories') return CATEGORIES
    if (path === '/user') return null
    throw new Error(`unexpected GET ${path}`)
  })
  vi.mocked(api.post).mockReset().mockImplementation(async (path: string) => {
    if (path === '/writers/content_score') return SCORE
    if (path === '/text_comply') return ANSWER
    throw new Error(`unexpected POST ${path}`)
  })
  vi.mocked(api.patch).mockReset().mockImplementation(async () => ({ ...DOCUMENT, version: 4 }))
  await i18n.changeLanguage('en')
})
afterEach(cleanup)

function show(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/seo-diy/seo-writer/:id" element={<SeoWriterPage />} />
            <Route path="/seo-diy/seo-writer/:id/text-comply" element={<SeoWriterPage />} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  )
}

const body = () => screen.getByLabelText('Article body')
const scoreCalls = () => vi.mocked(api.post).mock.calls.filter(([path]) => path === '/writers/content_score')

describe('SeoWriterPage', { timeout: 30_000 }, () => {
  it('scores the document as typed, and a term chip is inserted at the cursor', async () => {
    show('/seo-diy/seo-writer/5')
    expect((await screen.findByTestId('content-score', {}, { timeout: 5_000 })).textContent).toBe('37suggested 80')
    expect(scoreCalls()[0][1]).toEqual({
      keyword: '黑木耳', title: '黑木耳飲推薦', description: '每天一杯黑木耳飲',
      html: '<h1>黑木耳飲</h1><p>每天一杯，幫助改善失眠。</p>',
    })
    fireEvent.click(screen.getByText('膳食纖維'))
    await waitFor(() => expect(body().textContent).toContain('膳食纖維'))
    // the new text is scored once typing pauses
    await waitFor(() => expect((scoreCalls().at(-1)?.[1] as { html: string }).html).toContain('膳食纖維'), { timeout: 5_000 })
    fireEvent.click(screen.getByText('Description length'))
    expect(document.activeElement).toBe(screen.getByPlaceholderText(/meta description/))
  })

  it('opens with the sensitive-word check on its route and marks the findings in the text', async () => {
    show('/seo-diy/seo-writer/5/text-comply')
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Food' }))
    fireEvent.click(screen.getByRole('button', { name: 'Check' }))
    await waitFor(() => expect(body().querySelector('[data-flagged]')?.textContent).toBe('改善失眠'))
    expect(vi.mocked(api.post).mock.calls.find(([path]) => path === '/text_comply')?.[1]).toEqual({
      html: DOCUMENT.content_html, main_categories: ['TW-FOOD'], sub_categories: [],
    })
    fireEvent.click(screen.getByRole('listitem', { name: '改善失眠' }))
    await waitFor(() => expect(window.getSelection()?.toString()).toBe('改善失眠'))
  })
})
