import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { App } from 'antd'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import type { AiPreview } from '../api/ai-writer'
import type { Finding } from '../utils/marks'
import { type AiPostDraft, AiPreviewScreen } from './ai-preview-screen'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn() },
}))

afterEach(cleanup)
beforeEach(async () => {
  vi.mocked(api.get).mockReset()
  vi.mocked(api.post).mockReset()
  await i18n.changeLanguage('en')
})

const names = (text: string) => ({ 'zh-TW': text, 'zh-CN': text, en: text, ja: text })
const GUARANTEE: Finding = {
  match: '保證',
  occurrence: 0,
  start: 15,
  end: 17,
  category: 'TW-FT-GUARANTEE',
  main_category: 'TW-FT',
  law: '公平交易法第21條',
  rule: 'TW-FT-3',
  why: '保證 / 百分百 / 絕對',
  severity: 'forbidden',
  alternative: null,
  unverified: false,
  source: 'rules',
}
const PREVIEW: AiPreview = {
  id: 7,
  title: '手沖咖啡入門',
  description: '器材與步驟',
  sections: [{ title: '步驟', words: [], paragraph: '先悶蒸三十秒。\n\n分三次注水，保證好喝。' }],
  content_html: '<h2>步驟</h2><p>先悶蒸三十秒。</p><p>分三次注水，保證好喝。</p>',
  marks: {
    checked: [{ id: 'TW-FT', names: names('Fair trade') }],
    title_options: [],
    title: [],
    description: [],
    sections: [{ title: [], paragraph: [GUARANTEE] }],
  },
}

function renderScreen(renderPostForm?: (draft: AiPostDraft) => React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  vi.mocked(api.get).mockResolvedValue(PREVIEW)
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/seo-diy/ai-writer/preview/7']}>
          <Routes>
            <Route path="/seo-diy/ai-writer/preview/:id" element={<AiPreviewScreen renderPostForm={renderPostForm} />} />
            <Route path="/seo-diy/seo-writer/:id" element={<p>editor of document 31</p>} />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  )
}

describe('AiPreviewScreen', () => {
  it('marks a finding inside the paragraph block it falls in, and counts it', async () => {
    renderScreen()
    const flagged = await screen.findAllByTestId('ai-finding')
    expect(flagged.map((m) => m.textContent)).toEqual(['保證'])
    expect(flagged[0].parentElement?.textContent).toBe('分三次注水，保證好喝。')
    expect(screen.getByText('1 wording to review under advertising law')).toBeTruthy()
    expect(screen.getByTestId('ai-checked').textContent).toContain('Fair trade')
  })

  it('copies into the SEO writer and opens the new document', async () => {
    vi.mocked(api.post).mockResolvedValue({ id: 31 })
    renderScreen()
    await screen.findAllByTestId('ai-finding')
    fireEvent.click(screen.getByRole('button', { name: /Copy into the SEO writer/ }))
    await screen.findByText('editor of document 31')
    expect(api.post).toHaveBeenCalledWith('/ai_articles/7/seo_writer_document')
  })

  it("opens the composed post form with the preview's title, body and source", async () => {
    const postForm = vi.fn((draft: AiPostDraft) => <p>post form for {draft.title}</p>)
    renderScreen(postForm)
    await screen.findAllByTestId('ai-finding')
    fireEvent.click(screen.getByRole('button', { name: /Post to WordPress/ }))
    await screen.findByText('post form for 手沖咖啡入門')
    await waitFor(() =>
      expect(postForm).toHaveBeenCalledWith({ title: PREVIEW.title, content_html: PREVIEW.content_html, source: { kind: 'ai_writer', id: 7 } }),
    )
  })

  it('offers no WordPress post without a composed form', async () => {
    renderScreen()
    await screen.findAllByTestId('ai-finding')
    expect(screen.queryByRole('button', { name: /Post to WordPress/ })).toBeNull()
  })
})
