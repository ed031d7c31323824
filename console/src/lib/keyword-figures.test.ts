import { describe, expect, it } from 'vitest'
import { formatUsd } from './keyword-figures'

describe('formatUsd', () => {
  it('shows dollars with cents and a dash without a figure', () => {
    expect(formatUsd(1.2)).toBe('$1.20')
    expect(formatUsd(0)).toBe('$0.00')
    expect(formatUsd(null)).toBe('—')
    expect(formatUsd(undefined)).toBe('—')
  })
})
