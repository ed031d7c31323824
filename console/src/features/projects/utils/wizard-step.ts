/**
 * SPEC §4 "Wizards": a step counter that starts at 1, moves by a count, resets to 1 or is set
 * directly. Steps are clamped to 1..total so a stray "next" on the last step stays put.
 */
export type WizardAction =
  | { type: 'move'; by: number }
  | { type: 'reset' }
  | { type: 'set'; step: number }

export interface WizardState {
  step: number
  total: number
}

export const initialWizardState = (total: number): WizardState => ({ step: 1, total })

const clamp = (step: number, total: number) => Math.min(Math.max(Math.trunc(step), 1), total)

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'move':
      return { ...state, step: clamp(state.step + action.by, state.total) }
    case 'reset':
      return { ...state, step: 1 }
    case 'set':
      return { ...state, step: clamp(action.step, state.total) }
  }
}
