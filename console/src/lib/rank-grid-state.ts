/**
 * The ranking grid's state in the URL query string (tab, date filters, engine, device, quick filter,
 * tag), so a view can be bookmarked, shared and restored with the back button. Unknown or invalid
 * values fall back to the defaults and defaults are left out of the URL.
 */
import type { Device, Engine, Period, Tab } from '@/types/rankings'

export const TABS: Tab[] = ['worst_decline', 'best', 'most_improved', 'pinned', 'competitors', 'all']
export const PERIODS: Period[] = ['7', '30', '90', 'all']
const ENGINES: Engine[] = ['google', 'yahoo_jp', 'yahoo_tw']
const DEVICES: Device[] = ['desktop', 'mobile']
const DAY = /^\d{4}-\d{2}-\d{2}$/

export interface GridState {
  tab: Tab
  /** past 7, 30, 90 days or all; ignored by the API when start is given */
  period: Period
  start: string | null
  end: string | null
  engine: Engine | null
  device: Device | null
  /** the quick filter: part of the keyword */
  q: string
  category: number | null
}

export const DEFAULT_STATE: GridState = {
  tab: 'all',
  period: '30',
  start: null,
  end: null,
  engine: null,
  device: null,
  q: '',
  category: null,
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null
}

const day = (value: string | null) => (value !== null && DAY.test(value) ? value : null)

export function parseGridState(search: URLSearchParams | string): GridState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const category = Number(params.get('category'))
  let start = day(params.get('start'))
  let end = day(params.get('end'))
  if (start && end && start > end) [start, end] = [end, start]
  return {
    tab: oneOf(params.get('tab'), TABS) ?? DEFAULT_STATE.tab,
    period: oneOf(params.get('period'), PERIODS) ?? DEFAULT_STATE.period,
    start,
    end,
    engine: oneOf(params.get('engine'), ENGINES),
    device: oneOf(params.get('device'), DEVICES),
    q: (params.get('q') ?? '').trim(),
    category: Number.isInteger(category) && category > 0 ? category : null,
  }
}

/** The query string of a state, with the defaults left out (other parameters are kept). */
export function gridSearch(state: GridState, base: URLSearchParams | string = ''): string {
  const params = new URLSearchParams(base)
  const values: Record<keyof GridState, string | null> = {
    tab: state.tab === DEFAULT_STATE.tab ? null : state.tab,
    period: state.period === DEFAULT_STATE.period ? null : state.period,
    start: state.start,
    end: state.end,
    engine: state.engine,
    device: state.device,
    q: state.q.trim() || null,
    category: state.category === null ? null : String(state.category),
  }
  for (const [key, value] of Object.entries(values)) {
    if (value === null) params.delete(key)
    else params.set(key, value)
  }
  return params.toString()
}
