import { describe, expect, it } from 'vitest'
import { overLimitPath } from './over-limits'

const over = (feature: string, site_id: number | null = null) => ({ feature, limit: 3, usage: 5, site_id, site_name: site_id ? '站' : null })

describe('overLimitPath', () => {
  it('sends each extra to the screen that removes it', () => {
    expect(overLimitPath(over('competitors', 7))).toBe('/projects/7/competitors')
    expect(overLimitPath(over('members', 7))).toBe('/projects/7/edit')
    expect(overLimitPath(over('api_tokens'))).toBe('/tokens')
    expect(overLimitPath(over('keyword_lists'))).toBe('/keyword-planning/keywords-lists')
    expect(overLimitPath(over('sites'))).toBe('/')
  })
})
