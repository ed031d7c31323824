/**
 * SPEC §5's rule for the categories of a check, applied while the user picks (the server applies it
 * again): at least one main category, at most `max` sub-categories, each under a chosen main
 * category. The codes are the server's (api/writers/compliance/messages.json), so the texts match.
 */
import type { MainCategory } from '../api/text-comply'

export interface Choice {
  mains: string[]
  subs: string[]
}

export interface ChoiceError {
  code: 'text_comply.main_required' | 'text_comply.too_many_subs' | 'text_comply.sub_outside_main'
  params: Record<string, string | number>
}

export function choiceErrors(choice: Choice, max: number, tree: MainCategory[]): ChoiceError[] {
  const errors: ChoiceError[] = []
  if (choice.mains.length === 0) errors.push({ code: 'text_comply.main_required', params: {} })
  if (choice.subs.length > max) errors.push({ code: 'text_comply.too_many_subs', params: { max, count: choice.subs.length } })
  const mainOf = new Map(tree.flatMap((main) => main.subs.map((sub) => [sub.id, main.id] as const)))
  const outside = choice.subs.filter((sub) => !choice.mains.includes(mainOf.get(sub) ?? ''))
  if (outside.length > 0) errors.push({ code: 'text_comply.sub_outside_main', params: { ids: outside.join(', ') } })
  return errors
}

/** Ticking a main category off also drops its sub-categories; ticking a sub-category on ticks its main. */
export function toggleMain(choice: Choice, main: MainCategory, on: boolean): Choice {
  if (on) return { ...choice, mains: [...new Set([...choice.mains, main.id])] }
  const own = new Set(main.subs.map((sub) => sub.id))
  return { mains: choice.mains.filter((id) => id !== main.id), subs: choice.subs.filter((id) => !own.has(id)) }
}

export function toggleSub(choice: Choice, main: MainCategory, sub: string, on: boolean): Choice {
  if (!on) return { ...choice, subs: choice.subs.filter((id) => id !== sub) }
  return { mains: [...new Set([...choice.mains, main.id])], subs: [...new Set([...choice.subs, sub])] }
}
