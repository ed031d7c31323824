import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pageCheckRunning } from '../api/queries'
import type { PageCheckJob } from '@/types/site-audit'
import { PageCheckerScreen } from './page-checker-screen'

const URL_CHECKED = 'https://www.example.com/page'
const POLL_WAIT_MS = 5000 // the screen reads the job again every second

const job = (changes: Partial<PageCheckJob>): PageCheckJob => ({
  id: 'token-1',
  url: URL_CHECKED,
  state: 'queued',
  progress: 0,
  result: null,
  error: null,
  error_code: null,
  created_at: '2026-11-26T00:00:00Z',
  finished_at: null,
  ...changes,
})

const DONE = job({
  state: 'done',
  progress: 100,
  result: {
    url: URL_CHECKED,
    final_url: URL_CHECKED,
    status_code: 200,
    score: 80,
    counts: { error: 0, warning: 1, notice: 0 },
    findings: [
      {
        check: 'title.too_short',
        category: 'search_appearance',
        severity: 'warning',
        title: '標題太短',
        description: '標題少於建議的長度。',
        fix: '寫一個更完整的標題。',
        items: [{ evidence: {} }],
      },
    ],
  },
})

// antd's responsive helpers ask the browser's media queries, which jsdom lacks: a wide screen.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

function Where() {
  const location = useLocation()
  return <output data-testid="where">{location.search}</output>
}

function renderScreen(entry = '/tool/checker') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/tool/checker"
            element={
              <>
                <PageCheckerScreen />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

function startCheck() {
  fireEvent.change(screen.getByTestId('checker-url'), { target: { value: URL_CHECKED } })
  fireEvent.click(screen.getByTestId('checker-submit'))
}

describe('the page checker screen', () => {
  const fetchMock = vi.fn<typeof fetch>()
  const reads: PageCheckJob[] = []

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async (_input, init) => {
      if (init?.method === 'POST') return json(202, job({}))
      return json(200, reads.length > 1 ? reads.shift() : reads[0])
    })
  })

  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
    reads.length = 0
  })

  it('starts the check, shows it queued then running, and its report once done', async () => {
    reads.push(job({ state: 'running', progress: 10 }), DONE)
    renderScreen()
    startCheck()
    const progress = await screen.findByTestId('page-check-progress')
    expect(progress.dataset.state).toBe('queued')
    expect(progress.textContent).toContain('排隊中')
    await waitFor(() => expect(screen.getByTestId('page-check-progress').dataset.state).toBe('running'), {
      timeout: POLL_WAIT_MS,
    })
    expect(screen.getByTestId('page-check-progress').textContent).toContain('正在讀取並檢查此頁')
    await waitFor(() => expect(screen.getByTestId('page-report')).toBeTruthy(), { timeout: POLL_WAIT_MS })
    expect(screen.getByTestId('page-report-count').textContent).toBe('發現 1 個問題')
    expect(screen.queryByTestId('page-check-progress')).toBeNull()
    expect(screen.getByTestId('where').textContent).toBe('?job=token-1') // a reload opens it again
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts.map(([input, init]) => [String(input), init?.body])).toEqual([
      ['/api/tool/checker', JSON.stringify({ url: URL_CHECKED })],
    ])
  }, 15_000)

  it('reads the check again only while it is queued or running', () => {
    expect(['queued', 'running', 'done', 'failed'].map((state) => pageCheckRunning(job({ state } as Partial<PageCheckJob>))))
      .toEqual([true, true, false, false])
    expect(pageCheckRunning(undefined)).toBe(false)
  })

  it('opens a check from the address and says why it failed', async () => {
    reads.push(job({ state: 'failed', error: '連線逾時', error_code: 'site_check.timeout' }))
    renderScreen('/tool/checker?job=token-1')
    expect((await screen.findByTestId('page-check-failed')).textContent).toContain('連線逾時')
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/tool/checker/token-1')
    await waitFor(() => expect((screen.getByTestId('checker-url') as HTMLInputElement).value).toBe(URL_CHECKED))
  })

  it("shows the server's refusal when the caller checked too often", async () => {
    fetchMock.mockImplementation(async () =>
      json(429, { code: 'request.too_frequent', message: '操作太頻繁，請稍後再試' }),
    )
    renderScreen()
    startCheck()
    expect(await screen.findByText('操作太頻繁，請稍後再試')).toBeTruthy()
    expect(screen.queryByTestId('page-check-progress')).toBeNull()
  })
})
