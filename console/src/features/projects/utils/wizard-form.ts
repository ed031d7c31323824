/**
 * The new-project wizard's values and checks, step by step. Rows left blank are dropped before
 * checking and sending, so issue fields name the row on screen (`competitors.2.url`) while the
 * server's fields name the position in what was sent; `rowField` maps one to the other.
 */
import type { ProjectRules } from '@/types/api'
import type { NewSite } from '../types'
import {
  checkField,
  checkKeywords,
  competitorForm,
  parseUrl,
  recipientForm,
  type RuleIssue,
  splitKeywords,
  textValue,
} from './validation'

export const WIZARD_STEPS = 4

export interface CompetitorRow {
  name: string
  url: string
}

export interface WizardValues {
  name: string
  url: string
  country: string
  language: string
  keywords: string
  competitors: CompetitorRow[]
  recipients: string[]
}

/**
 * What the plan leaves for a new project (SPEC §6 remaining counts), and the server's project rules
 * (undefined until they have arrived: then the server's field errors alone say what is wrong).
 */
export interface WizardLimits {
  keywords: number
  competitors: number
  receivers: number
  rules: ProjectRules | undefined
}

const blankCompetitor = (row: CompetitorRow) => !row.name.trim() && !row.url.trim()
const blankEmail = (email: string) => !email.trim()

/** The rows that were filled in, and the screen row of each. */
function filled<T>(rows: T[], blank: (row: T) => boolean): { values: T[]; rows: number[] } {
  const kept = rows.map((row, index) => ({ row, index })).filter(({ row }) => !blank(row))
  return { values: kept.map(({ row }) => row), rows: kept.map(({ index }) => index) }
}

/** `<prefix>.1.url` of what was sent → the same field on the screen row it came from. */
function screenField(field: string, prefix: string, rows: number[]): string {
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

/** A server field of what was sent (`competitors.1.url`) → the field of its screen row. */
export function rowField(field: string, values: WizardValues): string {
  if (field.startsWith('competitors')) return screenField(field, 'competitors', filled(values.competitors, blankCompetitor).rows)
  if (field.startsWith('recipients')) return screenField(field, 'recipients', filled(values.recipients, blankEmail).rows)
  return field
}

/** A server field of sent competitor rows → the field of its screen row (settings). */
export const competitorRowField = (field: string, rows: CompetitorRow[]) =>
  screenField(field, 'competitors', filled(rows, blankCompetitor).rows)

/** A server field of sent e-mail rows → the field of its screen row (settings). */
export const emailRowField = (field: string, prefix: string, rows: string[]) =>
  screenField(field, prefix, filled(rows, blankEmail).rows)

/** The step (1-4) where a field is edited. */
export function stepOfField(field: string): number {
  const root = field.split('.')[0]
  if (root === 'keywords') return 2
  if (root === 'competitors') return 3
  if (root === 'recipients') return 4
  return 1
}

/** The site's domain when its URL is valid ("" otherwise): competitors must differ from it. */
export function siteDomain(values: WizardValues, rules: ProjectRules | undefined): string {
  if (!rules) return ''
  try {
    return parseUrl(values.url, rules, { requireProtocol: true, allowPrivate: rules.allow_private_hosts }).domain
  } catch {
    return ''
  }
}

export function stepIssues(step: number, values: WizardValues, limits: WizardLimits): RuleIssue[] {
  const issues: RuleIssue[] = []
  const { rules } = limits
  if (!rules) return issues
  if (step === 1) {
    checkField(issues, 'name', () => textValue(values.name, rules.name_max_length))
    checkField(issues, 'url', () =>
      parseUrl(values.url, rules, { requireProtocol: true, allowPrivate: rules.allow_private_hosts }),
    )
    if (!values.country) issues.push({ field: 'country', code: 'validation.required', params: {} })
    if (!values.language) issues.push({ field: 'language', code: 'validation.required', params: {} })
  } else if (step === 2) {
    const keywords = splitKeywords(values.keywords)
    if (keywords.length) checkField(issues, 'keywords', () => checkKeywords(keywords, [], limits.keywords, rules))
  } else if (step === 3) {
    issues.push(...competitorRowIssues(values.competitors, siteDomain(values, rules), [], limits.competitors, rules))
  } else if (step === 4) {
    issues.push(...emailRowIssues(values.recipients, 'recipients', limits.receivers, rules))
  }
  return issues
}

/** The first step with a problem, and all problems up to the last step. */
export function firstInvalidStep(values: WizardValues, limits: WizardLimits): { step: number; issues: RuleIssue[] } | null {
  for (let step = 1; step <= WIZARD_STEPS; step++) {
    const issues = stepIssues(step, values, limits)
    if (issues.length) return { step, issues }
  }
  return null
}

/** The POST /sites body: trimmed values, blank rows dropped. */
export function toNewSite(values: WizardValues): NewSite {
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    country: values.country,
    language: values.language,
    keywords: values.keywords,
    competitors: competitorsToSend(values.competitors),
    recipients: emailsToSend(values.recipients),
  }
}

const LANGUAGE_OF_COUNTRY: Record<string, string> = { TW: 'zh-TW', HK: 'zh-TW', JP: 'ja' }

/** The language searched in a target country: Chinese for Taiwan and Hong Kong, Japanese for Japan. */
export const languageForCountry = (country: string) => LANGUAGE_OF_COUNTRY[country] ?? 'en'

export function initialWizardValues(country: string | null | undefined, email: string | undefined): WizardValues {
  const target = country || 'TW'
  return {
    name: '',
    url: '',
    country: target,
    language: languageForCountry(target),
    keywords: '',
    competitors: [{ name: '', url: '' }],
    recipients: email ? [email] : [''],
  }
}
