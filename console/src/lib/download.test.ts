import { describe, expect, it } from 'vitest'
import { dispositionName } from './download'

describe('dispositionName', () => {
  it('reads the UTF-8 name first (CJK file names), then the plain one, else the fallback', () => {
    expect(dispositionName(`attachment; filename="check.csv"; filename*=UTF-8''%E5%81%A5%E6%AA%A2.csv`, 'x')).toBe('健檢.csv')
    expect(dispositionName('attachment; filename="check-3.pdf"', 'x')).toBe('check-3.pdf')
    expect(dispositionName(null, 'fallback.csv')).toBe('fallback.csv')
  })
})
