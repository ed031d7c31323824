import { describe, expect, it } from 'vitest'
import type { AdminPlan } from '../api/plans'
import { editedFields, isUnlimited, limitFeature, planEditBody, planForm } from './plans'

const advanced: AdminPlan = {
  id: 10,
  key: 'advanced',
  name: 'Advanced',
  on_sale: true,
  prices: { '1': 4290, '2': 39900 },
  serp_depth: 60,
  limitation: { keywords_limitation: 1500, writer_limitation: 99_999_999_999 },
  defaults: { prices: { '1': 3990, '2': 39900 }, serp_depth: 50, limitation: { keywords_limitation: 1500, writer_limitation: 200 } },
  subscribers: 4,
  updated_at: '2026-11-29T10:00:00Z',
  updated_by: 'admin@example.com',
}

describe('plan edits', () => {
  it('names what differs from the catalogue', () => {
    expect(editedFields(advanced)).toEqual(['prices.1', 'serp_depth', 'limitation.writer_limitation'])
    expect(editedFields({ ...advanced, ...advanced.defaults })).toEqual([])
  })

  it('turns the form back into the body the API takes, prices only for a plan on sale', () => {
    const form = { ...planForm(advanced), apply_to_subscribers: true }
    expect(planEditBody(advanced, form)).toEqual({
      prices: { 1: 4290, 2: 39900 },
      serp_depth: 60,
      limitation: { keywords_limitation: 1500, writer_limitation: 99_999_999_999 },
      apply_to_subscribers: true,
    })
    const trial = { ...form, prices: { 1: null, 2: null }, limitation: { keywords_limitation: null } }
    expect(planEditBody({ on_sale: false }, trial)).toEqual({ prices: {}, serp_depth: 60, limitation: {}, apply_to_subscribers: true })
  })

  it('reads limits', () => {
    expect(limitFeature('pages_per_project_limitation')).toBe('pages_per_project')
    expect([isUnlimited(99_999_999_999), isUnlimited(200), isUnlimited(null)]).toEqual([true, false, false])
  })
})
