import { describe, expect, it } from 'vitest'
import type { Code } from '../api/codes'
import { codeBenefit, codeState } from './codes'

const code = (fields: Partial<Code>): Code => ({
  id: 1, code: 'LAUNCH20', kind: 'promo', plan_id: null, days: 7, discount_percent: 20, discount_amount: null,
  payment_type: null, max_uses: null, starts_at: null, expires_at: null, used_count: 0, created_at: '2026-11-29T00:00:00Z',
  ...fields,
})
const now = new Date('2026-11-29T12:00:00Z')

describe('codeBenefit', () => {
  it('names a percentage, an amount or trial days', () => {
    expect(codeBenefit(code({}))).toEqual(['codes.benefit.percent', { percent: 20 }])
    expect(codeBenefit(code({ discount_percent: null, discount_amount: 500 }))).toEqual(['codes.benefit.amount', { amount: 500 }])
    expect(codeBenefit(code({ kind: 'trial', days: 14 }))).toEqual(['codes.benefit.days', { count: 14 }])
  })
})

describe('codeState', () => {
  it('tells active, scheduled, expired and used-up codes apart', () => {
    expect(codeState(code({}), now)).toBe('active')
    expect(codeState(code({ starts_at: '2026-12-01T00:00:00Z' }), now)).toBe('scheduled')
    expect(codeState(code({ expires_at: '2026-11-29T12:00:00Z' }), now)).toBe('expired')
    expect(codeState(code({ max_uses: 3, used_count: 3 }), now)).toBe('usedUp')
    expect(codeState(code({ max_uses: 3, used_count: 2, expires_at: '2026-12-31T00:00:00Z' }), now)).toBe('active')
  })
})
