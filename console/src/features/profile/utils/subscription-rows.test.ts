import { describe, expect, it } from 'vitest'
import { UNLIMITED } from '@/lib/allowance'
import type { Subscription } from '@/types/api'
import { planName, subscriptionRows } from './subscription-rows'

const trial: Subscription = {
  plan_id: 8,
  plan: { id: 8, key: 'seven_day_trial', names: { 'zh-TW': '7 天免費試用', en: '7-day free trial' } },
  status: 'subscribing',
  end_date: '2025-06-08T00:00:00Z',
  limitation: {
    sites_limitation: 1,
    keywords_limitation: 30,
    api_tokens_limitation: 1,
    keyword_gap_limitation: 0,
    writer_limitation: UNLIMITED,
    competitors_limitation: 3,
  },
  sites_count: 1,
  keywords_count: 3,
  api_tokens_count: 0,
  keyword_gap_called_count: 0,
  writer_called_count: 2,
}

describe('subscriptionRows', () => {
  it('lists the features of the plan in a fixed order with the API numbers', () => {
    const rows = subscriptionRows(trial).map((row) => [
      row.feature,
      row.kind,
      row.allowance.usage,
      row.allowance.limit,
      row.allowance.remaining,
      row.allowance.limited,
      row.included,
    ])
    expect(rows).toEqual([
      ['sites', 'count', 1, 1, 0, true, true],
      ['keywords', 'count', 3, 30, 27, true, true],
      ['api_tokens', 'count', 0, 1, 1, true, true],
      ['keyword_gap', 'monthly', 0, 0, 0, true, false],
      ['writer', 'monthly', 2, UNLIMITED, UNLIMITED - 2, false, true],
      ['competitors', 'per_project', 0, 3, 3, true, true],
    ])
  })

  it('is empty without a subscription', () => {
    expect(subscriptionRows(null)).toEqual([])
  })
})

describe('planName', () => {
  it.each([
    ['en', '7-day free trial'],
    ['zh-TW', '7 天免費試用'],
    ['ja', '7 天免費試用'],
  ])('%s → %s', (locale, name) => {
    expect(planName(trial, locale)).toBe(name)
  })

  it('is null without a plan', () => {
    expect(planName({ ...trial, plan: null }, 'en')).toBeNull()
  })
})
