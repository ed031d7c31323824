import type { LineCallback } from '../api/line'

/** The console's page LINE sends the browser back to (registered as the LINE Login channel's callback URL). */
export const CALLBACK_PATH = '/line/callback'

export const callbackUri = (origin: string) => `${origin}${CALLBACK_PATH}`

/**
 * The binding request from the callback's query: LINE sends `code` and `state`, or `error`
 * (`access_denied` when the user refused). Every case goes to the server, which checks the state and
 * answers "LINE authentication failed" itself; null when there is no state at all (not LINE's callback).
 */
export function callbackBody(search: URLSearchParams, origin: string): LineCallback | null {
  const state = search.get('state')
  if (!state) return null
  return {
    code: search.get('code'),
    state,
    redirect_uri: callbackUri(origin),
    error: search.get('error'),
  }
}
