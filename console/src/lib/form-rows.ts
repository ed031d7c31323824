/**
 * Editable rows of competitors and e-mails (the new-project wizard, the project settings, the
 * competitors page). Rows left blank are dropped before checking and sending, so issue fields name
 * the row on screen (`competitors.2.url`) while the server's fields name the position in what was
 * sent; the `…RowField` functions map one to the other.
 */
import type { ProjectRules } from '@/types/api'
import { competitorForm, recipientForm, type RuleIssue } from './project-validation'

export interface CompetitorRow {
  name: string
  url: string
}

export const blankCompetitor = (row: CompetitorRow) => !row.name.trim() && !row.url.trim()
export const blankEmail = (email: string) => !email.trim()

/** The rows that were filled in, and the screen row of each. */
export function filled<T>(rows: T[], blank: (row: T) => boolean): { values: T[]; rows: number[] } {
  const kept = rows.map((row, index) => ({ row, index })).filter(({ row }) => !blank(row))
  return { values: kept.map(({ row }) => row), rows: kept.map(({ index }) => index) }
}

/** `<prefix>.1.url` of what was sent → the same field on the screen row it came from. */
export function screenField(field: string, prefix: string, rows: number[]): string {
  const match = new RegExp(`^${prefix}\\.(\\d+)(.*)$`).exec(field)
  if (!match) return field
  const row = rows[Number(match[1])]
  return row === undefined ? prefix : `${prefix}.${row}${match[2]}`
}

/** The competitor rows to send: filled rows, trimmed, a blank name left to the server (the domain). */
export const competitorsToSend = (rows: CompetitorRow[]) =>
  filled(rows, blankCompetitor).values.map((row) => ({ name: row.name.trim() || null, url: row.url.trim() }))

export const emailsToSend = (rows: string[]) => filled(rows, blankEmail).values.map((email) => email.trim())

/**
 * SPEC's competitor form on screen rows: at least one, correct domains, not the site, not repeated
 * (here or among `existing`), and no more than `left`; issue fields name the screen row.
 */
export function competitorRowIssues(
  rows: CompetitorRow[],
  site: string,
  existing: string[],
  left: number,
  rules: ProjectRules | undefined,
): RuleIssue[] {
  if (!rules) return []
  const sent = filled(rows, blankCompetitor)
  const form = competitorForm(sent.values, site, existing, { required: true }, rules)
  const issues = form.issues.map((issue) => ({ ...issue, field: screenField(issue.field, 'competitors', sent.rows) }))
  if (!issues.length && form.valid.length > left) {
    issues.push({ field: 'competitors', code: 'project.competitors_exceed', params: { left_count: left } })
  }
  return issues
}

/** Report recipients on screen rows (`<prefix>.<row>`): correct, not repeated, at most `limit`. */
export function emailRowIssues(
  rows: string[],
  prefix: string,
  limit: number,
  rules: ProjectRules | undefined,
): RuleIssue[] {
  if (!rules) return []
  const sent = filled(rows, blankEmail)
  const form = recipientForm(sent.values, rules, prefix)
  const issues = form.issues.map((issue) => ({ ...issue, field: screenField(issue.field, prefix, sent.rows) }))
  if (!issues.length && form.valid.length > limit) {
    issues.push({ field: prefix, code: 'project.recipients_exceed', params: { limit } })
  }
  return issues
}

/** A server field of sent competitor rows → the field of its screen row (settings). */
export const competitorRowField = (field: string, rows: CompetitorRow[]) =>
  screenField(field, 'competitors', filled(rows, blankCompetitor).rows)

/** A server field of sent e-mail rows → the field of its screen row (settings). */
export const emailRowField = (field: string, prefix: string, rows: string[]) =>
  screenField(field, prefix, filled(rows, blankEmail).rows)
