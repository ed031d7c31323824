/**
 * SPEC §6's limit rule on the user's subscription block, the same as the server's
 * (api/plans/limits.py): limit = the `{feature}_limitation` field else 0; limited below
 * 99999999999; usage = `{feature}_called_count`, else `{feature}_count`, else 0;
 * remaining = max(limit - usage, 0); available when remaining > 0.
 */
import type { Subscription } from '@/types/api'

export const UNLIMITED = 99_999_999_999

export interface Allowance {
  feature: string
  limit: number
  limited: boolean
  usage: number
  remaining: number
  available: boolean
}

function toInt(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN
  return Number.isFinite(number) ? Math.trunc(number) : 0
}

export function allowance(subscription: Subscription | null | undefined, feature: string): Allowance {
  const limit = toInt(subscription?.limitation?.[`${feature}_limitation`])
  const called = subscription?.[`${feature}_called_count`]
  const count = subscription?.[`${feature}_count`]
  const usage = toInt(called !== undefined && called !== null ? called : count)
  const remaining = Math.max(limit - usage, 0)
  return { feature, limit, limited: limit < UNLIMITED, usage, remaining, available: remaining > 0 }
}
