import { describe, expect, it } from 'vitest'
import { expiryFromDate, tokenExpiry } from './token-expiry'

const now = new Date('2025-06-01T12:00:00Z')

describe('tokenExpiry', () => {
  it.each([
    [null, 'unlimited'],
    [undefined, 'unlimited'],
    ['', 'unlimited'],
    ['not a date', 'unlimited'],
    ['2025-06-01T11:59:59Z', 'expired'],
    ['2025-06-01T12:00:00Z', 'expired'],
    ['2025-06-01T12:00:01Z', 'active'],
    ['2026-01-01T00:00:00+00:00', 'active'],
  ])('%s is %s', (value, state) => {
    expect(tokenExpiry({ expires_at: value }, now).state).toBe(state)
  })

  it("follows the server's expired flag over the browser clock", () => {
    expect(tokenExpiry({ expires_at: '2026-01-01T00:00:00Z', expired: true }, now).state).toBe('expired')
    expect(tokenExpiry({ expires_at: '2025-01-01T00:00:00Z', expired: false }, now).state).toBe('active')
    expect(tokenExpiry({ expires_at: null, expired: false }, now).state).toBe('unlimited')
  })

  it('keeps the date for dated tokens', () => {
    const found = tokenExpiry({ expires_at: '2026-01-01T00:00:00Z' }, now)
    expect(found.state === 'active' && found.expiresAt.toISOString()).toBe('2026-01-01T00:00:00.000Z')
  })
})

describe('expiryFromDate', () => {
  it('is null for unlimited', () => {
    expect(expiryFromDate(null)).toBeNull()
  })

  it('is the last second of the picked local day', () => {
    const iso = expiryFromDate(new Date(2025, 2, 31, 8, 30))!
    const back = new Date(iso)
    expect([back.getFullYear(), back.getMonth(), back.getDate(), back.getHours(), back.getMinutes()]).toEqual([
      2025, 2, 31, 23, 59,
    ])
  })
})
