/** The plans screen's arithmetic: a plan's values as the edit form holds them, and back as the API takes them. */
import { UNLIMITED } from '@/lib/allowance'
import type { AdminPlan, PlanEditIn, PlanValues } from '../api/plans'

export const MONTHLY = 1
export const YEARLY = 2
export const SERP_DEPTHS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100]

/** `keywords_limitation` → `keywords`: the feature a limit is of, as the comparison rows name it. */
export const limitFeature = (key: string) => key.replace(/_limitation$/, '')

export type PlanForm = {
  prices: Record<number, number | null>
  serp_depth: number
  limitation: Record<string, number | null>
  apply_to_subscribers: boolean
}

export function planForm(values: PlanValues): PlanForm {
  return {
    prices: { [MONTHLY]: values.prices[MONTHLY] ?? null, [YEARLY]: values.prices[YEARLY] ?? null },
    serp_depth: values.serp_depth,
    limitation: { ...values.limitation },
    apply_to_subscribers: false,
  }
}

/** The PUT body: prices only for a plan on sale (the server names a missing one under its field). */
export function planEditBody(plan: Pick<AdminPlan, 'on_sale'>, form: PlanForm): PlanEditIn {
  const prices: Record<string, number> = {}
  if (plan.on_sale) {
    for (const kind of [MONTHLY, YEARLY]) {
      const amount = form.prices?.[kind]
      if (amount !== null && amount !== undefined) prices[kind] = amount
    }
  }
  const limitation = Object.fromEntries(
    Object.entries(form.limitation ?? {}).flatMap(([key, value]) => (value === null || value === undefined ? [] : [[key, value]])),
  )
  return { prices, serp_depth: form.serp_depth, limitation, apply_to_subscribers: form.apply_to_subscribers }
}

/** The fields where the plan's values differ from the catalogue's: what "edited" means on the screen. */
export function editedFields(plan: AdminPlan): string[] {
  const { defaults } = plan
  const changed = Object.keys({ ...plan.prices, ...defaults.prices })
    .filter((kind) => plan.prices[kind] !== defaults.prices[kind])
    .map((kind) => `prices.${kind}`)
  if (plan.serp_depth !== defaults.serp_depth) changed.push('serp_depth')
  for (const key of Object.keys(plan.limitation)) {
    if (plan.limitation[key] !== defaults.limitation[key]) changed.push(`limitation.${key}`)
  }
  return changed
}

export const isUnlimited = (value: number | null | undefined) => (value ?? 0) >= UNLIMITED
