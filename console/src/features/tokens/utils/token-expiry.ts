/** SPEC §3/§4 "Token": an expiry date, or unlimited; a token past its expiry is expired. */
export type TokenExpiry =
  | { state: 'unlimited' }
  | { state: 'active'; expiresAt: Date }
  | { state: 'expired'; expiresAt: Date }

interface TokenDates {
  expires_at: string | null | undefined
  /** the server's word, when it gave one: it knows its own clock */
  expired?: boolean
}

export function tokenExpiry({ expires_at, expired }: TokenDates, now: Date = new Date()): TokenExpiry {
  if (!expires_at) return { state: 'unlimited' }
  const date = new Date(expires_at)
  if (Number.isNaN(date.getTime())) return { state: 'unlimited' }
  const past = expired ?? date.getTime() <= now.getTime()
  return past ? { state: 'expired', expiresAt: date } : { state: 'active', expiresAt: date }
}

/**
 * The expiry the API stores for a date picked in the form: the end of that day in the user's time
 * zone, so a token "valid until 31 March" still works on the evening of 31 March.
 */
export function expiryFromDate(date: Date | null): string | null {
  if (!date) return null
  const end = new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59)
  return end.toISOString()
}
