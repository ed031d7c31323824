import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { fieldMessage, overviewFailure } from './overview-failure'

describe('a failed keyword research', () => {
  it('offers an upgrade when the plan refuses', () => {
    expect(overviewFailure(new ApiError(429, 'plan.limit_reached', 'usage reached'))).toBe('plan')
    expect(overviewFailure(new ApiError(403, 'plan.feature_unavailable', 'not in plan'))).toBe('plan')
  })

  it('shows the provider text with a retry for 502, 503 and 504', () => {
    for (const [status, code] of [[502, 'research.provider_failed'], [503, 'research.provider_quota'], [504, 'research.provider_timeout']] as const) {
      expect(overviewFailure(new ApiError(status, code, 'Unable to obtain keywords'))).toBe('provider')
    }
  })

  it('puts a refused keyword at its field', () => {
    const error = new ApiError(422, 'validation.failed', 'invalid', [{ field: 'keyword', code: 'research.seed_too_long', message: 'at most 80' }])
    expect(overviewFailure(error)).toBe('fields')
    expect(fieldMessage(error, 'keyword')).toBe('at most 80')
    expect(fieldMessage(error, 'country')).toBeUndefined()
  })

  it('falls back for a lost connection or an unknown error', () => {
    expect(overviewFailure(new TypeError('Failed to fetch'))).toBe('other')
    expect(overviewFailure(new ApiError(500, 'server.unknown', 'boom'))).toBe('other')
  })
})
