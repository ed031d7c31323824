import { useCallback, useReducer } from 'react'
import { initialWizardState, wizardReducer } from '../utils/wizard-step'

/** SPEC §4's wizard step counter as a hook: starts at 1, moves by a count, resets, or is set. */
export function useWizardStep(total: number) {
  const [state, dispatch] = useReducer(wizardReducer, total, initialWizardState)
  return {
    step: state.step,
    total: state.total,
    move: useCallback((by: number) => dispatch({ type: 'move', by }), []),
    reset: useCallback(() => dispatch({ type: 'reset' }), []),
    setStep: useCallback((step: number) => dispatch({ type: 'set', step }), []),
  }
}
