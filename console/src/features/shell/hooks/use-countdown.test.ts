import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { countdownReducer, useCountdown } from './use-countdown'

describe('countdownReducer', () => {
  it('starts once and counts down to zero, never below', () => {
    let state = countdownReducer({ remaining: null }, { type: 'tick' })
    expect(state).toEqual({ remaining: null })
    state = countdownReducer(state, { type: 'start', seconds: 2 })
    expect(state).toEqual({ remaining: 2 })
    expect(countdownReducer(state, { type: 'start', seconds: 10 })).toEqual({ remaining: 2 })
    state = countdownReducer(countdownReducer(countdownReducer(state, { type: 'tick' }), { type: 'tick' }), {
      type: 'tick',
    })
    expect(state).toEqual({ remaining: 0 })
  })
})

describe('useCountdown', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('counts 10 seconds in 1-second steps', () => {
    const { result } = renderHook(() => useCountdown())
    expect(result.current.remaining).toBeNull()
    act(() => result.current.start(10))
    expect(result.current.remaining).toBe(10)
    act(() => void vi.advanceTimersByTime(999))
    expect(result.current.remaining).toBe(10)
    act(() => void vi.advanceTimersByTime(1))
    expect(result.current.remaining).toBe(9)
    for (let second = 8; second >= 0; second--) {
      act(() => void vi.advanceTimersByTime(1000))
      expect(result.current.remaining).toBe(second)
    }
    act(() => void vi.advanceTimersByTime(5000))
    expect(result.current.remaining).toBe(0)
  })
})
