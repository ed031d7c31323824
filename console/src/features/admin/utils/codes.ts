import type { Code } from '../api/codes'

/** What a code gives, as a key of the admin namespace and its values: a percentage or an amount off, or days. */
export function codeBenefit(code: Code): [string, Record<string, number>] {
  if (code.kind === 'trial') return ['codes.benefit.days', { count: code.days }]
  if (code.discount_percent != null) return ['codes.benefit.percent', { percent: code.discount_percent }]
  return ['codes.benefit.amount', { amount: code.discount_amount ?? 0 }]
}

export type CodeState = 'active' | 'scheduled' | 'expired' | 'usedUp'

/** Whether a code works at ``now``: not started yet, expired, used up, or active. */
export function codeState(code: Code, now: Date = new Date()): CodeState {
  if (code.expires_at && new Date(code.expires_at) <= now) return 'expired'
  if (code.starts_at && new Date(code.starts_at) > now) return 'scheduled'
  if (code.max_uses != null && code.used_count >= code.max_uses) return 'usedUp'
  return 'active'
}
