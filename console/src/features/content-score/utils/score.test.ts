import { describe, expect, it } from 'vitest'
import { chipCount, scoreTone } from './score'

describe('scoreTone', () => {
  it.each([
    [100, 'good'],
    [80, 'good'],
    [79, 'fair'],
    [48, 'fair'],
    [47, 'poor'],
    [0, 'poor'],
  ] as const)('%i against the suggested 80 is %s', (score, tone) => {
    expect(scoreTone(score, 80)).toBe(tone)
  })
})

describe('chipCount', () => {
  it('shows used of wanted', () => {
    expect(chipCount({ used: 3, wanted: 4 })).toBe('3 / 4')
  })
})
