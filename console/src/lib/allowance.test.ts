import { describe, expect, it } from 'vitest'
import type { Subscription } from '@/types/api'
import { allowance, UNLIMITED } from './allowance'

const subscription = (limitation: Record<string, number | null>, counters: Record<string, unknown> = {}): Subscription => ({
  plan_id: 8,
  plan: null,
  status: 'subscribing',
  end_date: null,
  limitation,
  ...counters,
})

describe('allowance', () => {
  it.each<[Subscription | null, string, Partial<ReturnType<typeof allowance>>]>([
    [subscription({ keywords_limitation: 30 }, { keywords_count: 3 }), 'keywords', { limit: 30, usage: 3, remaining: 27, available: true, limited: true }],
    [subscription({ keywords_limitation: 30 }, { keywords_count: 31 }), 'keywords', { remaining: 0, available: false }],
    // the called count wins over the plain count, even when it is 0
    [subscription({ writer_limitation: 5 }, { writer_called_count: 0, writer_count: 4 }), 'writer', { usage: 0, remaining: 5 }],
    [subscription({ writer_limitation: 5 }, { writer_called_count: null, writer_count: 4 }), 'writer', { usage: 4, remaining: 1 }],
    // no limitation field: limit 0, not available
    [subscription({}), 'keyword_gap', { limit: 0, remaining: 0, available: false, limited: true }],
    [subscription({ writer_limitation: UNLIMITED }), 'writer', { limited: false, available: true }],
    [subscription({ writer_limitation: UNLIMITED - 1 }), 'writer', { limited: true }],
    [null, 'sites', { limit: 0, usage: 0, remaining: 0, available: false }],
  ])('%#: %s', (sub, feature, expected) => {
    expect(allowance(sub, feature)).toMatchObject(expected)
  })
})
