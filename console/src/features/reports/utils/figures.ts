/** How the monthly report page writes its figures (the mail writes them the same way, server-side). */

export type FigureKind = 'count' | 'percent' | 'decimal' | 'seconds'

export function figure(value: number | null | undefined, kind: FigureKind, locale = 'en'): string {
  if (value === null || value === undefined) return '-'
  if (kind === 'percent') return `${(value * 100).toFixed(1)}%`
  if (kind === 'decimal') return value.toFixed(2)
  if (kind === 'seconds') {
    const whole = Math.trunc(value)
    return `${Math.trunc(whole / 60)}:${String(whole % 60).padStart(2, '0')}`
  }
  return Math.trunc(value).toLocaleString(locale)
}

/** The change against the month before: +12, -3.5%, or nothing when either side is missing. */
export function change(current: number | null | undefined, previous: number | null | undefined): number | null {
  if (current === null || current === undefined || previous === null || previous === undefined) return null
  return current - previous
}

/** `YYYY-MM` of a month param, or null when absent or malformed (the server then picks the last full month). */
export function parseMonth(value: string | null): string | null {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null
}
