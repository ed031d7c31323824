import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { EARLY_PAGE_MS, prefetchRankedKeywords, rankedKeywordsPage } from './queries'

const page = (text: string) => ({ data: [{ id: 1, text }], meta: { total: 1 } })

describe('the grid page asked for early', () => {
  const fetchMock = vi.fn<typeof fetch>()

  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('fetch', fetchMock)
    fetchMock.mockImplementation(async (url) =>
      new Response(JSON.stringify(page(new URL(String(url), 'http://x').searchParams.get('tab') ?? '')), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
    fetchMock.mockReset()
  })

  it('is taken once by the same request, which then goes to the server again', async () => {
    prefetchRankedKeywords(7, { page: 1, per_page: 100, tab: 'all' })
    prefetchRankedKeywords(7, { page: 1, per_page: 100, tab: 'all' }) // asked twice: one request
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(await rankedKeywordsPage(7, { page: 1, per_page: 100, tab: 'all' })).toEqual(page('all'))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await rankedKeywordsPage(7, { page: 1, per_page: 100, tab: 'all' })
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('is not taken by another request or after it expired', async () => {
    prefetchRankedKeywords(7, { page: 1, per_page: 100, tab: 'all' })
    expect(await rankedKeywordsPage(7, { page: 1, per_page: 100, tab: 'best' })).toEqual(page('best'))
    expect(await rankedKeywordsPage(8, { page: 1, per_page: 100, tab: 'all' })).toEqual(page('all'))
    expect(fetchMock).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(EARLY_PAGE_MS + 1)
    await rankedKeywordsPage(7, { page: 1, per_page: 100, tab: 'all' })
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })

  it('hands its failure to whoever takes it', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 'x', message: 'gone' }), { status: 404 }))
    prefetchRankedKeywords(9, { page: 1, per_page: 100, tab: 'all' })
    await expect(rankedKeywordsPage(9, { page: 1, per_page: 100, tab: 'all' })).rejects.toMatchObject({ status: 404 })
  })
})
