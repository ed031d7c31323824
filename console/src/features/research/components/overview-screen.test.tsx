import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { KeywordOverview } from '../api/overview'
import { OverviewScreen } from './overview-screen'

const QUOTA_TEXT = '無法取得關鍵字、搜尋量或 CPC（Google Ads 的查詢額度暫時用完），請於 30 秒後再試'

const metrics = (volume: number): NonNullable<KeywordOverview['metrics']> => ({
  volume,
  trend: [
    { month: '2026-09-01', volume: volume - 100 },
    { month: '2026-10-01', volume },
  ],
  cpc_usd: 1.25,
  cpc_low_usd: 0.8,
  cpc_high_usd: 2.1,
  competition: 3,
  competition_index: 70,
  competition_label: 'HIGH',
  source: 'google_ads',
  source_label: 'Google Ads',
  sandbox: false,
  month: '2026-11-01',
})

const COFFEE: KeywordOverview = {
  keyword: '手沖咖啡',
  country: 'TW',
  language: 'zh-TW',
  metrics: metrics(2400),
  difficulty: {
    score: 24,
    band: 'easy',
    band_label: '容易',
    inputs: { brand_share: 0.2, exact_title_share: 0.3, feature_pressure: 0.25, strong_domains: ['wikipedia.org'], features: ['ad'], organic: 10 },
    serp_day: '2026-11-26',
    serp_sandbox: false,
  },
  intent: { primary: 'informational', primary_label: '資訊型', intents: ['informational'], signals: [] },
  serp: {
    day: '2026-11-26',
    sandbox: false,
    features: ['ad'],
    results: [
      { position: null, type: 'ad', url: 'https://shop.tw/', domain: 'shop.tw', title: '手沖咖啡特價' },
      { position: 1, type: 'organic', url: 'https://wikipedia.org/x', domain: 'wikipedia.org', title: '手沖咖啡 - 維基百科' },
    ],
  },
  related: ['手沖咖啡 器材'],
  questions: ['手沖咖啡怎麼沖？'],
  projects: [{ id: 7, name: '咖啡日誌', position: 2, url: 'https://bean-journal.tw/x' }],
}

// a keyword nobody tracks: figures, but no stored SERP and nothing related
const GEAR: KeywordOverview = { ...COFFEE, keyword: '手沖咖啡 器材', metrics: metrics(880), difficulty: null, serp: null, related: [], questions: [], projects: [] }

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
}

function Where() {
  return <output data-testid="where">{useLocation().search}</output>
}

function renderScreen(entry: string) {
  const client = new QueryClient()
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/keyword-planning/research"
            element={
              <>
                <OverviewScreen />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('the keyword research screen', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const answers: Response[] = []

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async (input) => {
      if (String(input).startsWith('/api/constants')) return json(200, { countries: [], languages: [] })
      return answers.shift() ?? json(500, {})
    })
  })

  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    answers.length = 0
  })

  const researched = () =>
    fetchMock.mock.calls.filter(([input]) => String(input) === '/api/research/overview').map(([, init]) => JSON.parse(String(init?.body)).keyword)

  it('starts with a hint and asks nothing until a keyword is given', () => {
    renderScreen('/keyword-planning/research')
    expect(screen.getByText(/輸入關鍵字，查看它的搜尋量/)).toBeTruthy()
    expect(researched()).toEqual([])
  })

  it("shows the provider's quota text with a retry, then the figures; a related keyword's click researches it", async () => {
    answers.push(
      json(503, { code: 'research.provider_quota', message: QUOTA_TEXT }, { 'Retry-After': '30' }),
      json(200, COFFEE),
      json(200, GEAR),
    )
    renderScreen('/keyword-planning/research?keyword=%E6%89%8B%E6%B2%96%E5%92%96%E5%95%A1&country=TW&language=zh-TW')
    expect((await screen.findByTestId('research-error')).textContent).toContain(QUOTA_TEXT)
    fireEvent.click(screen.getByRole('button', { name: /重試/ }))

    await waitFor(() => expect(screen.getByTestId('research-keyword').textContent).toBe('手沖咖啡'))
    expect(screen.getByTestId('research-volume').textContent).toContain('2,400')
    expect(screen.getByTestId('research-cpc').textContent).toContain('$1.25')
    expect(screen.getByTestId('research-cpc').textContent).toContain('$0.80 – $2.10')
    expect(screen.getByTestId('research-competition').textContent).toContain('3 / 4')
    expect(screen.getByTestId('research-competition').textContent).toContain('高')
    expect(screen.getByTestId('research-difficulty-score').textContent).toContain('24')
    expect(screen.getByTestId('difficulty-brandShare').textContent).toContain('20%')
    expect(screen.getByTestId('research-intent').textContent).toContain('資訊型')
    expect(screen.getByTestId('research-features').textContent).toContain('廣告')
    expect(screen.getByTestId('research-serp').textContent).toContain('手沖咖啡 - 維基百科')
    expect(screen.getByRole('link', { name: '查看排名' }).getAttribute('href')).toBe('/projects/7/rankings')

    fireEvent.click(screen.getByText('手沖咖啡 器材'))
    await waitFor(() => expect(screen.getByTestId('research-keyword').textContent).toBe('手沖咖啡 器材'))
    expect(new URLSearchParams(screen.getByTestId('where').textContent ?? '').get('keyword')).toBe('手沖咖啡 器材')
    // no stored SERP: said so, not a blank
    expect(screen.getByTestId('research-serp').textContent).toContain('此關鍵字尚無儲存的搜尋結果')
    expect(screen.getByTestId('research-related').textContent).toContain('已儲存的搜尋結果中尚未找到相關搜尋')
    expect(screen.getByTestId('research-projects').textContent).toContain('您的專案都不在此關鍵字已儲存的前 10 名中')
    expect(researched()).toEqual(['手沖咖啡', '手沖咖啡', '手沖咖啡 器材'])
  }, 20_000)

  it("offers an upgrade when the month's searches are used up", async () => {
    answers.push(json(429, { code: 'plan.limit_reached', message: '本月使用量已達上限或沒有有效的訂閱方案，請升級方案' }))
    renderScreen('/keyword-planning/research?keyword=coffee&country=US&language=en')
    expect(await screen.findByText('本月使用量已達上限或沒有有效的訂閱方案，請升級方案')).toBeTruthy()
    expect(screen.getByText('每次關鍵字研究會計入本月方案的一次關鍵字搜尋。')).toBeTruthy()
    expect(screen.getByRole('button', { name: /升級方案/ })).toBeTruthy()
    expect(JSON.parse(String(fetchMock.mock.calls.find(([input]) => String(input) === '/api/research/overview')?.[1]?.body))).toEqual({
      keyword: 'coffee',
      country: 'US',
      language: 'en',
    })
  }, 15_000)
})
