import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from './i18n'
import { DEFAULT_LOCALE } from './locale'
import { askAgainInLanguage, queryClient } from './query-client'

/** A query answering with the language it was asked in, as the API does (Accept-Language). */
const answerInLanguage = () => Promise.resolve(`title in ${i18n.language}`)

describe('a new language asks the answers with texts again', () => {
  afterEach(async () => {
    queryClient.clear()
    await i18n.changeLanguage(DEFAULT_LOCALE)
  })

  it('refetches a shown answer in the new language when the language changes', async () => {
    const observer = new QueryObserver(queryClient, { queryKey: ['site-checks', 1], queryFn: answerInLanguage, staleTime: Infinity })
    const unsubscribe = observer.subscribe(() => undefined)
    await observer.refetch()
    expect(queryClient.getQueryData(['site-checks', 1])).toBe('title in zh-TW')

    await i18n.changeLanguage('en')
    await vi.waitFor(() => expect(queryClient.getQueryData(['site-checks', 1])).toBe('title in en'))
    unsubscribe()
  })

  it('drops answers no screen shows, and leaves the ones marked the same in every language', async () => {
    const client = new QueryClient()
    await client.prefetchQuery({ queryKey: ['issues', 1], queryFn: answerInLanguage })
    await client.prefetchQuery({ queryKey: ['me'], queryFn: () => Promise.resolve('me'), meta: { sameInEveryLanguage: true } })

    askAgainInLanguage(client)

    expect(client.getQueryData(['issues', 1])).toBeUndefined()
    expect(client.getQueryData(['me'])).toBe('me')
    expect(client.getQueryState(['me'])?.isInvalidated).toBe(false)
  })
})
