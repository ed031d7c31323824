/**
 * The early checks of SPEC §5's project rules, so the wizard and the settings forms show most problems
 * before submitting, with the very text the server would answer (the codes are the server's message
 * codes, translated from the `errors` namespace). The server (api/projects/validation.py) is the
 * authority: the limits come from its rules document (GET /constants `project_rules`), and what is
 * costly to check here (IDNA label rules, e-mail syntax in full) is left to its field errors, which the
 * forms show under the same fields.
 *
 * Single-value rules return the cleaned value or throw a RuleError; form rules return the valid
 * values and the field errors, with the server's field names (`competitors.0.url`).
 */
import type { ProjectRules } from '@/types/api'

export type { ProjectRules }

export type RuleParams = Record<string, string | number>

export class RuleError extends Error {
  readonly code: string
  readonly params: RuleParams

  constructor(code: string, params: RuleParams = {}) {
    super(code)
    this.name = 'RuleError'
    this.code = code
    this.params = params
  }

  at(field: string): RuleIssue {
    return { field, code: this.code, params: this.params }
  }
}

/** A broken rule on one field: `code` is a server message code, `params` fill its placeholders. */
export interface RuleIssue {
  field: string
  code: string
  params: RuleParams
}

/** Counts characters (code points), never UTF-16 units or bytes: 台灣 is 2, 𠮷 is 1. */
export const charLength = (text: string) => [...text].length

const nfkc = (text: string) => text.normalize('NFKC')

/** Python's str.casefold for the comparisons the server makes (keywords, e-mails). */
export const casefold = (text: string) => text.toLowerCase().replace(/ß/g, 'ss').replace(/ς/g, 'σ')

// Python's str.splitlines() and str.split() separators, so lines and spaces split as on the server.
const LINE_BREAKS = /\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/
const WHITESPACE = /[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/

// A scheme ("https://"), typed with ASCII or full-width punctuation.
const SCHEME = /^([^\s:/：／]+)[:：][/／]{2}/
const AUTHORITY_END = /[/／?？#＃]/
const PORT = /:(\d{1,5})$/
const FULL_WIDTH_PATH_START: Record<string, string> = { '／': '/', '？': '?', '＃': '#' }
// what Python's str.isprintable() refuses beyond spaces: control, format, private-use, unassigned
const UNPRINTABLE = /[\s\p{C}]/u
const CONTROL = /\p{Cc}/gu

const ALPHA = /^\p{L}+$/u
// the ideographic and full-width full stops NFKC leaves (UTS #46 maps them to ".")
const DOTS = /[\u3002\uff0e\uff61]/g

/**
 * A host name as typed (NFKC, lowercase, Unicode labels kept for display) and its ASCII form from the
 * browser's own IDNA support (`new URL`), which is what two hosts are compared by (中文.tw and
 * xn--fiq228c.tw are one host); null when it is plainly not a host name. Label rules the browser
 * does not apply (hyphens, underscores, scripts) are the server's to refuse.
 */
export function hostNames(text: string, rules: ProjectRules): { host: string; ascii: string } | null {
  const host = nfkc(text).toLowerCase().replace(DOTS, '.')
  const labels = host.split('.')
  if (labels.length < 2 || labels.some((label) => !label) || charLength(host) > rules.host_max_length) return null
  // STD3: in ASCII only letters, digits, hyphens and dots
  if (/[\x00-\x2c\x2f\x3a-\x60\x7b-\x7f]/.test(host)) return null
  try {
    return { host, ascii: new URL(`http://${host}/`).hostname }
  } catch {
    return null
  }
}

/** A host's ASCII form for comparisons (the host itself when the browser cannot convert it). */
export function asciiHost(host: string): string {
  try {
    return new URL(`http://${host}/`).hostname
  } catch {
    return host
  }
}

function host(text: string, code: string, suffixMax: number, rules: ProjectRules): { host: string; ascii: string } {
  const names = hostNames(text, rules)
  const suffix = names?.host.split('.').pop() ?? ''
  // an xn-- suffix is checked by the server, which decodes it
  const suffixOk = suffix.startsWith('xn--') || (charLength(suffix) >= 2 && charLength(suffix) <= suffixMax && ALPHA.test(suffix))
  if (!names || !suffixOk) throw new RuleError(code)
  return names
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

/**
 * `localhost` (or a name under it) or an IP literal, lowercase; null for any other host. Such a host
 * may be a project's only where the server crawls private addresses (the rules document's
 * `allow_private_hosts`).
 */
export function localHost(text: string): string | null {
  const host = text.trim().toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) return host
  if (IPV4.test(host)) return host
  if (host.startsWith('[') && host.endsWith(']')) {
    try {
      return new URL(`http://${host}/`).hostname
    } catch {
      return null
    }
  }
  return null
}

export interface ParsedUrl {
  /** lowercase scheme and host, no trailing slash, path kept as typed */
  url: string
  /** lowercase, internationalized labels as typed (Unicode or xn--) */
  host: string
  /** the host without a leading "www." */
  domain: string
  /** the domain's ASCII (Punycode) form: what comparisons use */
  asciiDomain: string
  /** "" or "/…" (with query), no trailing slash */
  path: string
  /** what makes two project URLs the same project: domain, port and path, whatever the scheme */
  key: string
}

/**
 * SPEC §5's URL rule. With `requireProtocol` the value must start with http:// or https:// ("please
 * enter a correct URL", suffix up to 20 characters); without it the scheme may be left out ("please
 * enter a correct domain", suffix up to 6). The host is up to 256 characters, needs a dot and an
 * alphabetic suffix, and may be internationalized or typed in full-width characters. A local host
 * (`localhost`, an IP literal) only with `allowPrivate` ("project.url_private" otherwise).
 */
export function parseUrl(
  value: string,
  rules: ProjectRules,
  { requireProtocol, allowPrivate = false }: { requireProtocol: boolean; allowPrivate?: boolean },
): ParsedUrl {
  const code = requireProtocol ? 'project.url_invalid' : 'project.domain_invalid'
  const suffixMax = requireProtocol ? rules.suffix_max_with_protocol : rules.suffix_max_without_protocol
  const raw = value.trim()
  if (!raw) throw new RuleError('validation.required')
  const schemeMatch = SCHEME.exec(raw)
  let scheme: string
  let rest: string
  if (schemeMatch) {
    scheme = nfkc(schemeMatch[1]).toLowerCase()
    if (scheme !== 'http' && scheme !== 'https') throw new RuleError(code)
    rest = raw.slice(schemeMatch[0].length)
  } else if (requireProtocol) {
    throw new RuleError(code)
  } else {
    scheme = 'https'
    rest = raw
  }
  const cut = AUTHORITY_END.exec(rest)
  let authority = cut ? rest.slice(0, cut.index) : rest
  let path = cut ? rest.slice(cut.index) : ''
  authority = nfkc(authority)
  const port = PORT.exec(authority)?.[0] ?? ''
  const hostText = authority.slice(0, authority.length - port.length)
  const local = localHost(hostText)
  if (local !== null && !allowPrivate) throw new RuleError('project.url_private')
  const names = local !== null ? { host: local, ascii: local } : host(hostText, code, suffixMax, rules)
  const hostName = names.host
  if (path[0] in FULL_WIDTH_PATH_START) path = FULL_WIDTH_PATH_START[path[0]] + path.slice(1)
  if (UNPRINTABLE.test(path)) throw new RuleError(code)
  path = path.replace(/\/+$/, '')
  const url = `${scheme}://${hostName}${port}${path}`
  if (charLength(url) > rules.url_max_length) throw new RuleError('validation.too_long')
  const domain = withoutWww(hostName)
  const asciiDomain = withoutWww(names.ascii)
  return { url, host: hostName, domain, asciiDomain, path, key: asciiDomain + port + path }
}

function withoutWww(host: string): string {
  const labels = host.split('.')
  return labels[0] === 'www' && labels.length > 2 ? labels.slice(1).join('.') : host
}

/** SPEC noRepeatVal: the value, ignoring a trailing slash, matches none of `values`. */
export function noRepeatVal(value: string, values: Iterable<string>): boolean {
  const key = value.replace(/\/+$/, '')
  for (const other of values) if (other.replace(/\/+$/, '') === key) return false
  return true
}

/** SPEC not_equal: the value differs from `other`, ignoring a trailing slash and whitespace. */
export function notEqual(value: string, other: string): boolean {
  return noRepeatVal(value.trim(), [other.trim()])
}

/**
 * Text as one line: runs of whitespace (tabs, newlines, ideographic spaces) become one space and
 * other control characters (NUL and the like, which no column may store) are dropped.
 */
export function oneLine(text: string): string {
  return text.split(WHITESPACE).filter(Boolean).join(' ').replace(CONTROL, '')
}

/** A required one-line text (names): cleaned by `oneLine`, counted in characters. */
export function textValue(value: string | null | undefined, maxLength: number): string {
  const text = oneLine(value ?? '')
  if (!text) throw new RuleError('validation.required')
  if (charLength(text) > maxLength) throw new RuleError('validation.too_long')
  return text
}

function listing(words: string[], listed: number): string {
  const shown = words.slice(0, listed).join(', ')
  return words.length > listed ? `${shown} …` : shown
}

/**
 * One keyword per line, each NFKC-normalised (full-width letters and digits become ASCII,
 * half-width katakana full-width) and made `oneLine`; empty lines are dropped and
 * repeats (ignoring case) kept once, first spelling first.
 */
export function splitKeywords(raw: string): string[] {
  const keywords: string[] = []
  const seen = new Set<string>()
  for (const line of raw.split(LINE_BREAKS)) {
    const keyword = oneLine(nfkc(line))
    if (keyword && !seen.has(casefold(keyword))) {
      seen.add(casefold(keyword))
      keywords.push(keyword)
    }
  }
  return keywords
}

/** How many non-empty lines repeat an earlier one (they will be added once). */
export function repeatedLineCount(raw: string): number {
  const lines = raw.split(LINE_BREAKS).filter((line) => line.trim())
  return lines.length - splitKeywords(raw).length
}

/**
 * SPEC §5's keyword rules on split keywords, in the order a user fixes them: forbidden characters,
 * length, already tracked ("{words} already exists"), then the allowance ("exceeds the number of
 * keywords that can be added").
 */
export function checkKeywords(
  keywords: string[],
  tracked: Iterable<string>,
  leftCount: number,
  rules: ProjectRules,
): void {
  const forbiddenChars = rules.forbidden_keyword_chars
  const listed = rules.listed_words
  const forbidden = keywords.filter((word) => hasForbiddenChar(word, rules))
  if (forbidden.length) {
    const found = [...forbiddenChars].filter((ch) => forbidden.some((word) => word.includes(ch)))
    throw new RuleError('project.keywords_forbidden', { chars: found.join(' '), words: listing(forbidden, listed) })
  }
  const max = rules.keyword_max_length
  const tooLong = keywords.filter((word) => charLength(word) > max)
  if (tooLong.length) throw new RuleError('project.keywords_too_long', { max, words: listing(tooLong, listed) })
  const trackedKeys = new Set([...tracked].map(casefold))
  const existing = keywords.filter((word) => trackedKeys.has(casefold(word)))
  if (existing.length) throw new RuleError('project.keywords_exist', { words: listing(existing, listed) })
  if (keywords.length > leftCount) throw new RuleError('project.keywords_exceed', { left_count: leftCount })
}

/** Whether a keyword holds a character the rules forbid. */
export const hasForbiddenChar = (word: string, rules: ProjectRules) =>
  [...word].some((ch) => rules.forbidden_keyword_chars.includes(ch))

export interface CompetitorEntry {
  name: string
  url: ParsedUrl
}

export interface CompetitorInput {
  name?: string | null
  url: string
}

/**
 * SPEC's competitor form: at least one competitor when `required`, each a correct domain (the scheme
 * may be omitted), none the project's own domain ("cannot be the same as your site"), no domain
 * twice, in the form or among `existingDomains`. Names default to the domain.
 */
export function competitorForm(
  entries: CompetitorInput[],
  siteDomain: string,
  existingDomains: Iterable<string> = [],
  { required, prefix = 'competitors' }: { required: boolean; prefix?: string },
  rules: ProjectRules,
): { valid: CompetitorEntry[]; issues: RuleIssue[] } {
  const issues: RuleIssue[] = []
  if (required && entries.length === 0) issues.push({ field: prefix, code: 'project.competitor_required', params: {} })
  const valid: CompetitorEntry[] = []
  // compared in ASCII, so a domain typed in Unicode meets the same one stored or typed as xn--
  const site = asciiHost(siteDomain)
  const seen = [...existingDomains].map(asciiHost)
  entries.forEach(({ name, url }, index) => {
    const field = `${prefix}.${index}`
    let parsed: ParsedUrl
    try {
      parsed = parseUrl(url, rules, { requireProtocol: false })
    } catch (error) {
      if (error instanceof RuleError) return void issues.push(error.at(`${field}.url`))
      throw error
    }
    if (!notEqual(parsed.asciiDomain, site)) {
      return void issues.push({ field: `${field}.url`, code: 'project.same_as_site', params: {} })
    }
    if (!noRepeatVal(parsed.asciiDomain, seen)) {
      return void issues.push({ field: `${field}.url`, code: 'project.duplicate.competitor', params: {} })
    }
    seen.push(parsed.asciiDomain)
    try {
      const label = (name ?? '').trim() ? textValue(name, rules.name_max_length) : parsed.domain
      valid.push({ name: label, url: parsed })
    } catch (error) {
      if (error instanceof RuleError) return void issues.push(error.at(`${field}.name`))
      throw error
    }
  })
  return { valid, issues }
}

// RFC 5322 dot-atom text, with internationalized (SMTPUTF8) letters and digits allowed.
const LOCAL_PART = /^[\p{L}\p{N}\p{M}!#$%&'*+\-/=?^_`{|}~]+(\.[\p{L}\p{N}\p{M}!#$%&'*+\-/=?^_`{|}~]+)*$/u
const LOCAL_MAX_LENGTH = 64
// Domains that cannot receive mail from the internet (RFC 6761, 6762, 7686), as the server rejects.
const SPECIAL_USE_DOMAINS = ['arpa', 'invalid', 'local', 'localhost', 'onion', 'test']

/**
 * A plainly correct e-mail address ("incorrect e-mail entered"), returned with a lowercase domain;
 * the server's e-mail validation has the last word.
 */
export function emailValue(value: string, rules: ProjectRules): string {
  const text = value.trim()
  const at = text.lastIndexOf('@')
  const local = text.slice(0, at)
  const names = at > 0 ? hostNames(text.slice(at + 1), rules) : null
  const domain = names?.host ?? ''
  const labels = domain.split('.')
  if (
    !names ||
    !LOCAL_PART.test(local) ||
    charLength(local) > LOCAL_MAX_LENGTH ||
    /^\d+$/.test(labels[labels.length - 1]) ||
    SPECIAL_USE_DOMAINS.some((special) => domain === special || domain.endsWith(`.${special}`))
  ) {
    throw new RuleError('validation.email')
  }
  return `${local.normalize('NFC')}@${domain}`
}

/** Report recipients: blank entries dropped, each a correct e-mail, none repeated (any case). */
export function recipientForm(
  emails: string[],
  rules: ProjectRules,
  prefix = 'recipients',
): { valid: string[]; issues: RuleIssue[] } {
  const valid: string[] = []
  const issues: RuleIssue[] = []
  const seen = new Set<string>()
  emails.forEach((raw, index) => {
    if (!raw.trim()) return
    let email: string
    try {
      email = emailValue(raw, rules)
    } catch (error) {
      if (error instanceof RuleError) return void issues.push(error.at(`${prefix}.${index}`))
      throw error
    }
    if (seen.has(casefold(email))) {
      return void issues.push({ field: `${prefix}.${index}`, code: 'project.duplicate.email', params: {} })
    }
    seen.add(casefold(email))
    valid.push(email)
  })
  return { valid, issues }
}

/** Runs a single-value rule; a broken rule becomes an issue on `field` and the result undefined. */
export function checkField<T>(issues: RuleIssue[], field: string, rule: () => T): T | undefined {
  try {
    return rule()
  } catch (error) {
    if (error instanceof RuleError) {
      issues.push(error.at(field))
      return undefined
    }
    throw error
  }
}
