/**
 * The new-project wizard's values and checks, step by step. Blank rows are dropped as in the
 * settings (lib/form-rows); `rowField` maps a server field of what was sent to its screen row.
 */
import type { ProjectRules } from '@/types/api'
import type { NewSite } from '@/types/projects'
import {
  checkField,
  checkKeywords,
  parseUrl,
  type RuleIssue,
  splitKeywords,
  textValue,
} from '@/lib/project-validation'
import {
  blankCompetitor,
  blankEmail,
  type CompetitorRow,
  competitorRowIssues,
  competitorsToSend,
  emailRowIssues,
  emailsToSend,
  filled,
  screenField,
} from '@/lib/form-rows'

export const WIZARD_STEPS = 4

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

/** A server field of what was sent (`competitors.1.url`) → the field of its screen row. */
export function rowField(field: string, values: WizardValues): string {
  if (field.startsWith('competitors')) return screenField(field, 'competitors', filled(values.competitors, blankCompetitor).rows)
  if (field.startsWith('recipients')) return screenField(field, 'recipients', filled(values.recipients, blankEmail).rows)
  return field
}

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

/** The POST /sites body: trimmed values, blank rows dropped. The country and language are picked from
 * the server's own lists (GET /constants), and the server checks them again. */
export function toNewSite(values: WizardValues): NewSite {
  return {
    name: values.name.trim(),
    url: values.url.trim(),
    country: values.country as NewSite['country'],
    language: values.language as NewSite['language'],
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
