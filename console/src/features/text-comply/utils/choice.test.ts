import { describe, expect, it } from 'vitest'
import type { MainCategory } from '../api/text-comply'
import { choiceErrors, toggleMain, toggleSub } from './choice'

const names = (text: string) => ({ 'zh-TW': text, 'zh-CN': text, en: text, ja: text })
const FOOD: MainCategory = {
  id: 'TW-FOOD',
  region: 'TW',
  names: names('Food'),
  subs: ['A', 'B', 'C', 'D', 'E', 'F'].map((id) => ({ id: `TW-FOOD-${id}`, names: names(id) })),
}
const HF: MainCategory = { id: 'TW-HF', region: 'TW', names: names('Health food'), subs: [{ id: 'TW-HF-MED', names: names('Med') }] }
const TREE = [FOOD, HF]

describe('choiceErrors', () => {
  it('needs a main category', () => {
    expect(choiceErrors({ mains: [], subs: [] }, 6, TREE)).toEqual([{ code: 'text_comply.main_required', params: {} }])
    expect(choiceErrors({ mains: ['TW-FOOD'], subs: [] }, 6, TREE)).toEqual([])
  })

  it('allows six sub-categories, not seven', () => {
    const six = FOOD.subs.map((sub) => sub.id)
    expect(choiceErrors({ mains: ['TW-FOOD', 'TW-HF'], subs: six }, 6, TREE)).toEqual([])
    expect(choiceErrors({ mains: ['TW-FOOD', 'TW-HF'], subs: [...six, 'TW-HF-MED'] }, 6, TREE)).toEqual([
      { code: 'text_comply.too_many_subs', params: { max: 6, count: 7 } },
    ])
  })

  it('names sub-categories outside the chosen main categories', () => {
    expect(choiceErrors({ mains: ['TW-FOOD'], subs: ['TW-HF-MED'] }, 6, TREE)).toEqual([
      { code: 'text_comply.sub_outside_main', params: { ids: 'TW-HF-MED' } },
    ])
  })
})

describe('toggling', () => {
  it('ticks the main category of a ticked sub-category, and drops the subs of an unticked main', () => {
    const picked = toggleSub({ mains: [], subs: [] }, FOOD, 'TW-FOOD-A', true)
    expect(picked).toEqual({ mains: ['TW-FOOD'], subs: ['TW-FOOD-A'] })
    const both = toggleMain(picked, HF, true)
    expect(toggleMain(both, FOOD, false)).toEqual({ mains: ['TW-HF'], subs: [] })
    expect(toggleSub(both, FOOD, 'TW-FOOD-A', false)).toEqual({ mains: ['TW-FOOD', 'TW-HF'], subs: [] })
  })
})
