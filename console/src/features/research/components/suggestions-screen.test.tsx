import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SuggestionsScreen } from './suggestions-screen'

// the grid is the e2e test's (tests/e2e/test_keyword_suggestions.py): here the form and the errors
vi.mock('./suggestions-grid', () => ({ SuggestionsGrid: () => null }))

const QUOTA = '無法取得關鍵字、搜尋量或 CPC（Google Ads 的查詢額度暫時用完），請於 60 秒後再試'
const USED_UP = '本月用量已達上限或沒有有效的訂閱方案，請升級方案'

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
}

const ANSWER = {
  seed: '咖啡豆',
  country: 'TW',
  language: 'zh-TW',
  sandbox: true,
  sources: ['sandbox'],
  autocomplete: null,
  ideas: [
    {
      keyword: '咖啡豆',
      origin: 'frequency',
      origin_label: '搜尋量資料',
      question: false,
      words: ['咖啡豆'],
      metrics: null,
      difficulty: null,
      intent: { primary: 'informational', primary_label: '資訊型', intents: ['informational'], signals: ['default'] },
    },
  ],
}

/** The screen against a fake API: `answers` are the suggestions endpoint's replies, in turn. */
function renderScreen(answers: Response[]) {
  const asked: unknown[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/me')) return json(401, { code: 'auth.unauthenticated', message: '' })
      if (url.startsWith('/api/constants')) return json(200, { countries: [], languages: [{ value: 'zh-TW', label: '繁體中文' }] })
      if (url.startsWith('/api/research/suggestions')) {
        asked.push(JSON.parse(String(init?.body)))
        return answers.shift() ?? json(500, {})
      }
      return json(404, {})
    }),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>
          <SuggestionsScreen />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return asked
}

async function search(seed: string) {
  fireEvent.change(screen.getByLabelText('種子關鍵字'), { target: { value: seed } })
  fireEvent.click(screen.getByTestId('suggestions-submit'))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// jsdom draws antd slowly on a busy 2-core machine
const SLOW = { timeout: 10_000 }

describe('the suggestions screen', { timeout: 30_000 }, () => {
  it("shows a provider's failure in the server's words with a retry that asks again", async () => {
    const asked = renderScreen([json(503, { code: 'research.provider_quota', message: QUOTA }, { 'Retry-After': '60' }), json(200, ANSWER)])
    await search('咖啡豆')
    const failure = await screen.findByTestId('suggestions-provider-error', {}, SLOW)
    expect(failure.textContent).toContain(QUOTA)
    fireEvent.click(screen.getByRole('button', { name: /重試/ }))
    await waitFor(() => expect(screen.getByTestId('suggestions-found').textContent).toBe('「咖啡豆」的 1 個關鍵字建議'), SLOW)
    expect(screen.queryByTestId('suggestions-provider-error')).toBeNull()
    expect(asked).toEqual([
      { seed: '咖啡豆', country: 'TW', language: 'zh-TW' },
      { seed: '咖啡豆', country: 'TW', language: 'zh-TW' },
    ])
  })

  it('shows a used-up allowance with the upgrade link', async () => {
    renderScreen([json(429, { code: 'plan.limit_reached', message: USED_UP })])
    await search('咖啡豆')
    const refusal = await screen.findByTestId('suggestions-plan-refusal', {}, SLOW)
    expect(refusal.textContent).toContain(USED_UP)
    expect(refusal.querySelector('a[href="/subscribe"]')).not.toBeNull()
  })

  it("checks the seed before asking: SPEC §5's texts", async () => {
    const asked = renderScreen([])
    await search('')
    expect(await screen.findByText('此欄位為必填', {}, SLOW)).toBeTruthy()
    await search('a'.repeat(81))
    expect(await screen.findByText('關鍵字最多 80 個字、10 個詞', {}, SLOW)).toBeTruthy()
    expect(asked).toEqual([])
  })

  it("mails the rows on screen as Excel and shows the server's message", async () => {
    const MAILED = 'Excel 檔案將寄至 owner@example.com'
    const asked = renderScreen([json(200, ANSWER), json(202, { operation_id: 7, message: MAILED })])
    await search('咖啡豆')
    await waitFor(() => expect(screen.getByTestId('suggestions-found').textContent).toBe('「咖啡豆」的 1 個關鍵字建議'), SLOW)
    fireEvent.click(screen.getByTestId('suggestions-export-excel'))
    expect(await screen.findByText(MAILED, {}, SLOW)).toBeTruthy()
    expect(asked[1]).toEqual({ seed: '咖啡豆', country: 'TW', language: 'zh-TW', rows: [{ keyword: '咖啡豆', origin: 'frequency' }] })
    expect(screen.getByTestId('suggestions-export-excel').textContent).toContain('匯出 Excel（寄到信箱）')
  })

  it("shows the server's refusal of an Excel export", async () => {
    const TOO_MANY = '最多只能匯出 5000 筆'
    renderScreen([json(200, ANSWER), json(422, { code: 'validation.failed', message: TOO_MANY, fields: [] })])
    await search('咖啡豆')
    await waitFor(() => expect(screen.getByTestId('suggestions-found')).toBeTruthy(), SLOW)
    fireEvent.click(screen.getByTestId('suggestions-export-excel'))
    expect(await screen.findByText(TOO_MANY, {}, SLOW)).toBeTruthy()
  })
})
