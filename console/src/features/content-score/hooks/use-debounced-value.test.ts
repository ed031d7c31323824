import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useDebouncedValue } from './use-debounced-value'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('useDebouncedValue', () => {
  it('gives the value once it stopped changing for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 800), { initialProps: { value: 'a' } })
    rerender({ value: 'ab' })
    act(() => void vi.advanceTimersByTime(500))
    rerender({ value: 'abc' })
    act(() => void vi.advanceTimersByTime(500))
    expect(result.current).toBe('a') // still typing: 500 ms since the last change
    act(() => void vi.advanceTimersByTime(300))
    expect(result.current).toBe('abc')
  })

  it('gives every value at once without a delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 0), { initialProps: { value: 1 } })
    rerender({ value: 2 })
    expect(result.current).toBe(2)
  })
})
