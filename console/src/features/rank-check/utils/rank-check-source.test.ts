import { describe, expect, it } from 'vitest'
import { sourceText } from './rank-check-source'

describe('rank check source', () => {
  it('shows the source in the reader’s language, not its code', () => {
    expect(sourceText({ source: 'sandbox', source_label: '沙盒（模擬資料）' })).toBe('沙盒（模擬資料）')
    expect(sourceText({ source: 'direct', source_label: 'Direct fetch' })).toBe('Direct fetch')
  })

  it('shows a dash when the keyword was never checked', () => {
    expect(sourceText({ source: null, source_label: null })).toBe('—')
  })
})
