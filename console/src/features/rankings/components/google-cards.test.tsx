import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { App } from 'antd'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api } from '@/lib/api-client'
import { i18n } from '@/lib/i18n'
import type { Site } from '@/types/projects'
import { alignPeriods, changePercent } from '../api/google-data'
import { ChannelsCard, SearchTrafficCard } from './google-cards'

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  api: { get: vi.fn() },
}))

afterEach(cleanup)

beforeEach(() => {
  vi.mocked(api.get).mockReset()
  void i18n.changeLanguage('en')
})

const SITE = { id: 5, role: 'owner', ga_id: null, gsc_site_url: 'https://coffee.tw/' } as unknown as Site
const PERIOD = { current: { start: '2026-10-01', end: '2026-10-30' }, last: { start: '2026-09-01', end: '2026-09-30' } }

function show(card: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>{card}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

const EMPTY_SEARCH = { siteUrl: null, period: PERIOD, siteData: { current: null, last: null }, topClickKeywords: [], siteDailyData: [], lastDailyData: [] }

describe('SearchTrafficCard', { timeout: 30_000 }, () => {
  it('shows the last 30 days with the previous period beside and the top keywords', async () => {
    vi.mocked(api.get).mockResolvedValue({
      ...EMPTY_SEARCH,
      state: 'ok',
      siteUrl: 'https://coffee.tw/',
      siteData: {
        current: { clicks: 1500, impressions: 20000, ctr: 0.075, position: 7.25 },
        last: { clicks: 1000, impressions: 25000, ctr: 0.04, position: 9 },
      },
      topClickKeywords: [{ query: '手沖咖啡', clicks: 300, impressions: 4000, ctr: 0.075, position: 3.2 }],
      siteDailyData: [{ key: '2026-10-01', clicks: 50, impressions: 700 }],
    })
    show(<SearchTrafficCard site={SITE} />)
    const clicks = await screen.findByTestId('gsc-clicks')
    expect(within(clicks).getByText('1,500')).toBeTruthy()
    expect(within(clicks).getByText('Previous 30 days: 1,000 · +50%')).toBeTruthy()
    expect(within(screen.getByTestId('gsc-impressions')).getByText('Previous 30 days: 25,000 · -20%')).toBeTruthy()
    expect(within(screen.getByTestId('gsc-ctr')).getByText('7.5%')).toBeTruthy()
    expect(within(screen.getByTestId('gsc-top')).getByText('手沖咖啡')).toBeTruthy()
    expect(api.get).toHaveBeenCalledWith('/sites/5/site_webmaster_metrics', { progress: false })
  })

  it.each([
    ['google.no_permission', 'No website permissions for this Google account'],
    ['google.token_expired', 'GSC token expired: authorize Search Console again on your profile'],
    ['google.not_authorized', 'Not authorized: link the Google service on your profile first'],
  ])('says why it is empty when the state is %s', async (state, text) => {
    vi.mocked(api.get).mockResolvedValue({ ...EMPTY_SEARCH, state })
    show(<SearchTrafficCard site={SITE} />)
    expect(await screen.findByText(text)).toBeTruthy()
    expect(screen.queryByTestId('gsc-clicks')).toBeNull()
  })

  it('keeps cached figures after a quota refusal, with a warning', async () => {
    vi.mocked(api.get).mockResolvedValue({
      ...EMPTY_SEARCH,
      state: 'google.quota_exceeded',
      siteData: { current: { clicks: 10, impressions: 100, ctr: 0.1, position: 4 }, last: null },
    })
    show(<SearchTrafficCard site={SITE} />)
    expect(await screen.findByText("Google's usage quota is exhausted: these are the figures of the last successful sync")).toBeTruthy()
    expect(within(screen.getByTestId('gsc-clicks')).getByText('Previous 30 days: —')).toBeTruthy()
  })
})

describe('ChannelsCard', { timeout: 30_000 }, () => {
  it('shows sessions against the previous period and the GA3 note for a Universal Analytics id', async () => {
    vi.mocked(api.get).mockResolvedValueOnce({
      state: 'ok', propertyId: 'properties/1', period: PERIOD, daily: [], lastDaily: [],
      channelGroup: { current: { channels: { 'Organic Search': 150, Direct: 50 }, total: 200 }, last: { channels: { Direct: 160 }, total: 160 } },
      totals: { current: { sessions: 200, users: 165, engaged_sessions: 110, engagement_rate: 0.55, bounce_rate: 0.4, pages_per_session: 2.3, average_session_duration: 82.5 }, last: null },
    })
    show(<ChannelsCard site={SITE} />)
    const sessions = await screen.findByTestId('ga-sessions')
    expect(within(sessions).getByText('Previous 30 days: 160 · +25%')).toBeTruthy()
    expect(within(screen.getByTestId('ga-bounce')).getByText('40%')).toBeTruthy()
    cleanup()
    vi.mocked(api.get).mockResolvedValueOnce({ state: 'ga3', propertyId: 'ga:1', period: PERIOD, daily: [], lastDaily: [],
      channelGroup: { current: null, last: null }, totals: { current: null, last: null } })
    show(<ChannelsCard site={SITE} />)
    expect(await screen.findByText('Universal Analytics (GA3) was switched off by Google in 2024: choose a GA4 property')).toBeTruthy()
  })
})

describe('period helpers', () => {
  it('computes the change and lines the two periods up by day', () => {
    expect(changePercent(150, 100)).toBe(50)
    expect(changePercent(5, 0)).toBeNull()
    const rows = alignPeriods([{ key: '2026-10-03', v: 7 }], [{ key: '2026-09-01', v: 2 }], '2026-10-01', '2026-09-01', (d) => d.v)
    expect(rows).toHaveLength(30)
    expect(rows[0]).toEqual({ day: 1, current: 0, last: 2 })
    expect(rows[2]).toEqual({ day: 3, current: 7, last: 0 })
  })
})
