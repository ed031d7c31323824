import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { momentText, windowBounds, windowText, windowValue } from './window'

describe('admin validity windows', () => {
  it('sends open ends as null and both ends as UTC times', () => {
    expect(windowBounds(null)).toEqual([null, null])
    expect(windowBounds([dayjs('2026-12-01T00:00:00Z'), null])).toEqual(['2026-12-01T00:00:00.000Z', null])
  })

  it('reads the API times back into the picker', () => {
    expect(windowValue(null, null)).toBeNull()
    const [start, end] = windowValue(null, '2026-12-01T00:00:00Z') ?? []
    expect(start).toBeNull()
    expect(end?.toISOString()).toBe('2026-12-01T00:00:00.000Z')
  })

  it('writes a window, or the word for an open one', () => {
    expect(windowText(null, null, 'en', 'Always')).toBe('Always')
    expect(windowText(null, '2026-12-01T00:00:00Z', 'en', 'Always')).toMatch(/^— – .*2026/)
    expect(momentText(undefined, 'en')).toBe('—')
  })
})
