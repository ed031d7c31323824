import { describe, expect, it } from 'vitest'
import { change, figure, parseMonth } from './figures'

describe('monthly report figures', () => {
  it('writes rates as percents, durations as minutes and seconds, counts grouped', () => {
    expect(figure(0.25, 'percent')).toBe('25.0%')
    expect(figure(95, 'seconds')).toBe('1:35')
    expect(figure(15.5, 'decimal')).toBe('15.50')
    expect(figure(6200, 'count')).toBe('6,200')
    expect(figure(null, 'count')).toBe('-')
  })

  it('compares with the month before only when both months have the figure', () => {
    expect(change(310, 155)).toBe(155)
    expect(change(310, null)).toBeNull()
  })

  it('keeps a well-formed month and drops anything else', () => {
    expect(parseMonth('2026-01')).toBe('2026-01')
    expect(parseMonth('2026-13')).toBeNull()
    expect(parseMonth(null)).toBeNull()
  })
})
