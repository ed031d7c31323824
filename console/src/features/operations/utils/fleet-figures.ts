/** Pure helpers of the operations screen: how a fleet's figures read. */
import type { Fleet } from '../api/fleets'

/** Today's fetches against the budget: a share 0-100 (null without a budget). */
export function budgetShare(fleet: Pick<Fleet, 'fetched_today' | 'daily_budget'>): number | null {
  if (fleet.daily_budget == null || fleet.daily_budget <= 0) return null
  return Math.min(100, Math.round((fleet.fetched_today / fleet.daily_budget) * 100))
}

/** Errors by kind, most frequent first (ties by name, so the order is stable between refreshes). */
export function errorKinds(errors: Record<string, number>): [string, number][] {
  return Object.entries(errors).sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
}

/** The fleet's state for its badge: paused, failing (it could not report), busy or idle. */
export function fleetState(fleet: Pick<Fleet, 'paused' | 'running' | 'queued' | 'error'>): 'paused' | 'error' | 'busy' | 'idle' {
  if (fleet.error) return 'error'
  if (fleet.paused) return 'paused'
  return fleet.running > 0 || fleet.queued > 0 ? 'busy' : 'idle'
}

/** A schedule in seconds as minutes for the form, and back: operators think in minutes. */
export const toMinutes = (seconds: number | null | undefined) => (seconds == null ? null : Math.round(seconds / 60))
export const toSeconds = (minutes: number) => Math.round(minutes * 60)

/** The server's bounds (api/operations/schemas.py). */
export const BUDGET_MAX = 100_000_000
export const EVERY_MIN_MINUTES = 1
export const EVERY_MAX_MINUTES = 7 * 24 * 60

/** What an operator change did, as the i18n key and values of its text. */
export function changeText(change: { action: string; detail: Record<string, unknown> }): [string, Record<string, unknown>] {
  const { action, detail } = change
  if (action === 'budget') return detail.daily_budget == null ? ['change.budgetCleared', {}] : ['change.budget', detail]
  if (action === 'schedule') return ['change.schedule', { count: toMinutes(detail.every_seconds as number) ?? 0 }]
  if (action === 'retry') return ['change.retry', { count: detail.requeued ?? 0 }]
  return [`change.${action}`, {}]
}
