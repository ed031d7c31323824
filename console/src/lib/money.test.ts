import { describe, expect, it } from 'vitest'
import { formatNtd, invoiceNumber } from './money'

describe('formatNtd', () => {
  it('writes New Taiwan dollars with thousands separators', () => {
    expect(formatNtd(14900)).toBe('NT$14,900')
    expect(formatNtd(990)).toBe('NT$990')
  })
})

describe('invoiceNumber', () => {
  it('prints the track apart from the digits', () => {
    expect(invoiceNumber('AB10000001')).toBe('AB-10000001')
  })
})
