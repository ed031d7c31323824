/** Severities and health as people read them: order, colour, tone of a score. */
import type { CategorySummary, Issue, Severity, SeverityCounts } from '@/types/site-audit'

/** Most serious first, as the lists and the charts show them. */
export const SEVERITIES: Severity[] = ['error', 'warning', 'notice']

export const SEVERITY_COLORS: Record<Severity, string> = {
  error: '#dc2626',
  warning: '#f59e0b',
  notice: '#0ea5e9',
}

/** The antd Tag colour of a severity. */
export const SEVERITY_TAGS: Record<Severity, string> = { error: 'red', warning: 'orange', notice: 'blue' }

export function isSeverity(value: unknown): value is Severity {
  return typeof value === 'string' && (SEVERITIES as string[]).includes(value)
}

export type HealthTone = 'good' | 'fair' | 'poor' | 'none'

/** A health score (0-100) read as good (≥ 80), fair (≥ 50) or poor; none before the first result. */
export function healthTone(score: number | null | undefined): HealthTone {
  if (score === null || score === undefined) return 'none'
  if (score >= 80) return 'good'
  if (score >= 50) return 'fair'
  return 'poor'
}

export const HEALTH_COLORS: Record<HealthTone, string> = {
  good: '#16a34a',
  fair: '#f59e0b',
  poor: '#dc2626',
  none: '#bfbfbf',
}

/** A category's findings by severity, as the severity keys of the counts. */
export function categoryCounts(category: CategorySummary): SeverityCounts {
  return { error: category.errors, warning: category.warnings, notice: category.notices }
}

export const totalOf = (counts: SeverityCounts) => counts.error + counts.warning + counts.notice

/** Issues sorted most serious first, keeping the API's (catalogue) order within a severity. */
export function bySeverity<T extends Pick<Issue, 'severity'>>(issues: T[]): T[] {
  return issues
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => SEVERITIES.indexOf(a.issue.severity) - SEVERITIES.indexOf(b.issue.severity) || a.index - b.index)
    .map(({ issue }) => issue)
}
