import { describe, expect, it } from 'vitest'
import { initialWizardState, wizardReducer, type WizardAction } from './wizard-step'

describe('wizardReducer', () => {
  it('starts at step 1', () => {
    expect(initialWizardState(4)).toEqual({ step: 1, total: 4 })
  })

  it.each<[number, WizardAction, number]>([
    [1, { type: 'move', by: 1 }, 2],
    [2, { type: 'move', by: 2 }, 4],
    [3, { type: 'move', by: -1 }, 2],
    [4, { type: 'move', by: 1 }, 4],
    [1, { type: 'move', by: -1 }, 1],
    [1, { type: 'move', by: 10 }, 4],
    [3, { type: 'reset' }, 1],
    [1, { type: 'set', step: 3 }, 3],
    [2, { type: 'set', step: 0 }, 1],
    [2, { type: 'set', step: 9 }, 4],
    [2, { type: 'set', step: 2.7 }, 2],
  ])('from %i, %o lands on %i', (from, action, to) => {
    expect(wizardReducer({ step: from, total: 4 }, action)).toEqual({ step: to, total: 4 })
  })
})
