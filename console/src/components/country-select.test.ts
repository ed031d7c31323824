import { describe, expect, it } from 'vitest'
import { flagLetters } from './country-select'

describe('flagLetters', () => {
  it('reads the country code out of an emoji flag', () => {
    expect(flagLetters('🇹🇼')).toBe('TW')
    expect(flagLetters('🇯🇵')).toBe('JP')
  })

  it('leaves anything else alone', () => {
    expect(flagLetters('TW')).toBeNull()
    expect(flagLetters('🇹')).toBeNull()
    expect(flagLetters('')).toBeNull()
  })
})
