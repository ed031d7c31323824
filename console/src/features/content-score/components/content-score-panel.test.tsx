import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import type { ContentScore, ContentScoreIn } from '../api/content-score'
import { ContentScorePanel } from './content-score-panel'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn(), post: vi.fn() },
}))

afterEach(cleanup)

beforeEach(() => {
  vi.mocked(api.post).mockReset()
  void i18n.changeLanguage('en')
})

const DOCUMENT: ContentScoreIn = { keyword: '台北美食', title: '台北美食', description: '', html: '<p>牛肉麵</p>' }

const READY: ContentScore = {
  score: 42, suggested: 80, state: 'ready', progress: 100, message: null, sandbox: false, market: 'TW',
  language: 'zh-TW', parts: { rules: 40, keywords: 20, terms: 0, length: 10 }, length: 3, median_length: 1200,
  keywords: [
    { text: '台北美食', kind: 'target', used: 1, wanted: 5, pages: 9, done: false },
    { text: '牛肉麵', kind: 'keyword', used: 1, wanted: 4, pages: 7, done: false },
  ],
  terms: [{ text: '夜市小吃', kind: 'term', used: 2, wanted: 2, pages: 5, done: true }],
  rules: [
    { code: 'title.length', ok: false, part: 'title', text: 'Title of the right length', fix: 'Adjust the title', evidence: {} },
    { code: 'h1.single', ok: true, part: 'h1', text: 'Exactly one H1', fix: 'Keep one H1', evidence: {} },
  ],
  top: [],
}

function show(document: ContentScoreIn, props: Partial<React.ComponentProps<typeof ContentScorePanel>> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const onChip = vi.fn()
  const onRule = vi.fn()
  const view = (doc: ContentScoreIn) => (
    <QueryClientProvider client={client}>
      <App>
        <ContentScorePanel document={doc} onChip={onChip} onRule={onRule} debounceMs={0} {...props} />
      </App>
    </QueryClientProvider>
  )
  const rendered = render(view(document))
  return { onChip, onRule, rerender: (doc: ContentScoreIn) => rendered.rerender(view(doc)) }
}

describe('ContentScorePanel', { timeout: 30_000 }, () => {
  it('shows the score against the suggested 80, the chips used / wanted and the rule checklist', async () => {
    vi.mocked(api.post).mockResolvedValue(READY)
    show(DOCUMENT)
    const gauge = await screen.findByTestId('content-score')
    expect(gauge.textContent).toBe('42suggested 80')
    expect(gauge.dataset.tone).toBe('poor')
    expect(api.post).toHaveBeenCalledWith('/writers/content_score', DOCUMENT, expect.objectContaining({ progress: false }))
    expect(screen.getByText('牛肉麵').parentElement?.textContent).toBe('牛肉麵1 / 4')
    expect(screen.getByText('夜市小吃').parentElement?.textContent).toBe('夜市小吃2 / 2')
    const rules = screen.getAllByRole('button').filter((b) => b.dataset.code)
    expect(rules.map((b) => [b.dataset.code, b.dataset.ok])).toEqual([['title.length', 'false'], ['h1.single', 'true']])
    expect(screen.getByText('Far from the suggested score')).toBeTruthy()
  })

  it('hands a clicked chip and a clicked rule to the editor', async () => {
    vi.mocked(api.post).mockResolvedValue(READY)
    const { onChip, onRule } = show(DOCUMENT)
    fireEvent.click(await screen.findByText('牛肉麵'))
    expect(onChip).toHaveBeenCalledWith(READY.keywords[1])
    fireEvent.click(screen.getByText('Title of the right length'))
    expect(onRule).toHaveBeenCalledWith(READY.rules[0])
  })

  it('says the top 10 is being read and asks again as the text changes', async () => {
    vi.mocked(api.post).mockResolvedValueOnce({ ...READY, state: 'preparing', progress: 30, keywords: [READY.keywords[0]],
      terms: [], message: 'Reading the top 10 pages for this keyword (30%)' })
    const { rerender } = show(DOCUMENT)
    expect(await screen.findByText('Reading the top 10 pages for this keyword (30%)')).toBeTruthy()
    vi.mocked(api.post).mockResolvedValue({ ...READY, score: 85 })
    rerender({ ...DOCUMENT, html: '<p>牛肉麵，夜市小吃</p>' })
    await waitFor(() => expect(screen.getByTestId('content-score').dataset.tone).toBe('good'))
    expect(vi.mocked(api.post).mock.calls.at(-1)?.[1]).toEqual({ ...DOCUMENT, html: '<p>牛肉麵，夜市小吃</p>' })
  })

  it('asks nothing without a keyword', () => {
    show({ ...DOCUMENT, keyword: ' ' })
    expect(screen.getByText('Enter a target keyword to score the content')).toBeTruthy()
    expect(api.post).not.toHaveBeenCalled()
  })
})
