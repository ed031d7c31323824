import { type Query, QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'
import { i18n } from './i18n'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * true: the answer reads the same in every language, or asking again would act again (a
       * verification link, an invitation, the session): a new language leaves it alone.
       */
      sameInEveryLanguage?: boolean
    }
  }
}

/** A client error (4xx) will not change on retry; network and server errors get two more tries. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
})

const inLanguage = (query: Query) => query.meta?.sameInEveryLanguage !== true

/**
 * The API answers in the request's language (Accept-Language: category names, check texts, labels),
 * so every cached answer belongs to the language it was asked in. On a new language the answers no
 * screen shows are dropped (opening that screen later asks in the new language rather than showing
 * the old one) and the shown ones are asked again, an answer still in flight replaced by a new request.
 * One rule for every query, so no query has to remember to put the language in its key.
 */
export function askAgainInLanguage(client: QueryClient): void {
  client.removeQueries({ type: 'inactive', predicate: inLanguage })
  void client.invalidateQueries({ predicate: inLanguage })
}

i18n.on('languageChanged', () => askAgainInLanguage(queryClient))
