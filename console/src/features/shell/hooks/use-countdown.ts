/** A countdown in 1-second steps (the forced-logout notice counts down from 10). */
import { useEffect, useReducer } from 'react'

export type CountdownState = { remaining: number | null }
export type CountdownAction = { type: 'start'; seconds: number } | { type: 'tick' }

export function countdownReducer(state: CountdownState, action: CountdownAction): CountdownState {
  switch (action.type) {
    case 'start':
      // a second start while running keeps the running countdown
      return state.remaining === null ? { remaining: Math.max(action.seconds, 0) } : state
    case 'tick':
      return state.remaining === null ? state : { remaining: Math.max(state.remaining - 1, 0) }
  }
}

/** `remaining` is null until started, then counts down to 0 and stays there. */
export function useCountdown() {
  const [state, dispatch] = useReducer(countdownReducer, { remaining: null })
  useEffect(() => {
    if (state.remaining === null || state.remaining === 0) return
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), 1000)
    return () => window.clearTimeout(timer)
  }, [state.remaining])
  return { remaining: state.remaining, start: (seconds: number) => dispatch({ type: 'start', seconds }) }
}
