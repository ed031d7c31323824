import { describe, expect, it } from 'vitest'
import { auditState, scoreColor, scoreTone, stateQuery } from './score'

describe('auditState', () => {
  it('reads SPEC §4 flags: auditing first, then evaluated or failed', () => {
    expect(auditState({ auditing: true, success_audited: false })).toBe('auditing')
    expect(auditState({ auditing: true, success_audited: true })).toBe('auditing')
    expect(auditState({ auditing: false, success_audited: true })).toBe('evaluated')
    expect(auditState({ auditing: false, success_audited: false })).toBe('failed')
  })

  it('asks the API for each state by its flags', () => {
    expect(stateQuery(null)).toEqual({})
    expect(stateQuery('auditing')).toEqual({ auditing: 1 })
    expect(stateQuery('evaluated')).toEqual({ auditing: 0, success_audited: 1 })
    expect(stateQuery('failed')).toEqual({ auditing: 0, success_audited: 0 })
  })
})

describe('scoreTone', () => {
  it('is good from 80, fair from 50, poor below', () => {
    expect([100, 80, 79, 50, 49, 0].map(scoreTone)).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor'])
    expect(scoreColor(80)).not.toBe(scoreColor(79))
    expect(scoreColor(49)).not.toBe(scoreColor(50))
  })
})
