/**
 * SPEC §5's project rules, the same as the server's (api/projects/validation.py), so the wizard
 * and the settings forms show a problem before submitting with the very text the server would
 * answer (the codes are the server's message codes, translated from the `errors` namespace).
 *
 * Single-value rules return the cleaned value or throw a RuleError; form rules return the valid
 * values and the field errors, with the server's field names (`competitors.0.url`).
 */
import { decodePunycode } from './punycode'

export const HOST_MAX_LENGTH = 256
export const SUFFIX_MAX_WITH_PROTOCOL = 20
export const SUFFIX_MAX_WITHOUT_PROTOCOL = 6
export const URL_MAX_LENGTH = 300
export const KEYWORD_MAX_LENGTH = 200
export const FORBIDDEN_KEYWORD_CHARS = '<>%\\/$\'"'
export const NAME_MAX_LENGTH = 100
export const LISTED_WORDS = 10
const LABEL_MAX_ASCII = 63

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

// IDNA 2008: a label holds lowercase letters, digits, hyphens and, beyond ASCII, letters, combining
// marks and decimal digits (PVALID); a mark cannot start it. The katakana middle dot is allowed in
// Japanese labels (CONTEXTO).
const ASCII_LABEL = /^[a-z0-9-]+$/
const UNICODE_LABEL = /^[\p{L}\p{Mn}\p{Mc}\p{Nd}\u30fb-]+$/u
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u
const ALPHA = /^\p{L}+$/u

function validLabel(label: string): boolean {
  if (!label || label.startsWith('-') || label.endsWith('-') || label.slice(2, 4) === '--') return false
  if (label.normalize('NFC') !== label || /^\p{M}/u.test(label)) return false
  if (/^[\x00-\x7f]*$/.test(label)) return ASCII_LABEL.test(label)
  if (!UNICODE_LABEL.test(label)) return false
  return !label.includes('\u30fb') || JAPANESE.test(label.replace(/\u30fb/g, ''))
}

/** The ASCII (Punycode) form of a Unicode label, through the browser's own IDNA support. */
function asciiLabel(label: string): string | null {
  try {
    return new URL(`http://${label}.invalid/`).hostname.split('.')[0]
  } catch {
    return null
  }
}

/** Lowercase host labels in Unicode (中文.tw, not xn--fiq228c.tw), or null when not a host name. */
function hostLabels(text: string): string[] | null {
  const mapped = nfkc(text).toLowerCase().replace(/\u3002/g, '.')
  const labels = mapped.split('.')
  if (labels.length < 2 || labels.some((label) => !label) || charLength(mapped) > HOST_MAX_LENGTH) return null
  const unicode: string[] = []
  for (const label of labels) {
    let value: string | null = label
    if (label.startsWith('xn--')) {
      value = label.length > 4 && !label.endsWith('-') ? decodePunycode(label.slice(4)) : null
      if (value === null) return null
    }
    if (!validLabel(value)) return null
    const ascii = /^[\x00-\x7f]*$/.test(value) ? value : asciiLabel(value)
    if (ascii === null || ascii.length > LABEL_MAX_ASCII) return null
    unicode.push(value)
  }
  return unicode
}

function host(text: string, code: string, suffixMax: number): string {
  const labels = hostLabels(text)
  const suffix = labels?.[labels.length - 1] ?? ''
  if (!labels || charLength(suffix) < 2 || charLength(suffix) > suffixMax || !ALPHA.test(suffix)) {
    throw new RuleError(code)
  }
  return labels.join('.')
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

/**
 * `localhost` (or a name under it) or an IP literal, lowercase; null for any other host. Whether such
 * a host may be a project's is the server's to say (it may when it crawls private addresses:
 * RANKLENS_CRAWL_ALLOW_PRIVATE), so the console lets it through and shows the server's field error
 * (`project.url_private`) if refused.
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
  /** lowercase, internationalized labels in Unicode */
  host: string
  /** the host without a leading "www.": what comparisons use */
  domain: string
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
 * (`localhost`, an IP literal) is left to the server, which accepts it where it crawls private addresses.
 */
export function parseUrl(value: string, { requireProtocol }: { requireProtocol: boolean }): ParsedUrl {
  const code = requireProtocol ? 'project.url_invalid' : 'project.domain_invalid'
  const suffixMax = requireProtocol ? SUFFIX_MAX_WITH_PROTOCOL : SUFFIX_MAX_WITHOUT_PROTOCOL
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
  const hostName = localHost(hostText) ?? host(hostText, code, suffixMax)
  if (path[0] in FULL_WIDTH_PATH_START) path = FULL_WIDTH_PATH_START[path[0]] + path.slice(1)
  if (UNPRINTABLE.test(path)) throw new RuleError(code)
  path = path.replace(/\/+$/, '')
  const url = `${scheme}://${hostName}${port}${path}`
  if (charLength(url) > URL_MAX_LENGTH) throw new RuleError('validation.too_long')
  const labels = hostName.split('.')
  const domain = labels[0] === 'www' && labels.length > 2 ? labels.slice(1).join('.') : hostName
  return { url, host: hostName, domain, path, key: domain + port + path }
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

function listing(words: string[]): string {
  const shown = words.slice(0, LISTED_WORDS).join(', ')
  return words.length > LISTED_WORDS ? `${shown} …` : shown
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
export function checkKeywords(keywords: string[], tracked: Iterable<string>, leftCount: number): void {
  const forbidden = keywords.filter((word) => [...word].some((ch) => FORBIDDEN_KEYWORD_CHARS.includes(ch)))
  if (forbidden.length) {
    const found = [...FORBIDDEN_KEYWORD_CHARS].filter((ch) => forbidden.some((word) => word.includes(ch)))
    throw new RuleError('project.keywords_forbidden', { chars: found.join(' '), words: listing(forbidden) })
  }
  const tooLong = keywords.filter((word) => charLength(word) > KEYWORD_MAX_LENGTH)
  if (tooLong.length) {
    throw new RuleError('project.keywords_too_long', { max: KEYWORD_MAX_LENGTH, words: listing(tooLong) })
  }
  const trackedKeys = new Set([...tracked].map(casefold))
  const existing = keywords.filter((word) => trackedKeys.has(casefold(word)))
  if (existing.length) throw new RuleError('project.keywords_exist', { words: listing(existing) })
  if (keywords.length > leftCount) throw new RuleError('project.keywords_exceed', { left_count: leftCount })
}

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
): { valid: CompetitorEntry[]; issues: RuleIssue[] } {
  const issues: RuleIssue[] = []
  if (required && entries.length === 0) issues.push({ field: prefix, code: 'project.competitor_required', params: {} })
  const valid: CompetitorEntry[] = []
  const seen = [...existingDomains]
  entries.forEach(({ name, url }, index) => {
    const field = `${prefix}.${index}`
    let parsed: ParsedUrl
    try {
      parsed = parseUrl(url, { requireProtocol: false })
    } catch (error) {
      if (error instanceof RuleError) return void issues.push(error.at(`${field}.url`))
      throw error
    }
    if (!notEqual(parsed.domain, siteDomain)) {
      return void issues.push({ field: `${field}.url`, code: 'project.same_as_site', params: {} })
    }
    if (!noRepeatVal(parsed.domain, seen)) {
      return void issues.push({ field: `${field}.url`, code: 'project.duplicate.competitor', params: {} })
    }
    seen.push(parsed.domain)
    try {
      const label = (name ?? '').trim() ? textValue(name, NAME_MAX_LENGTH) : parsed.domain
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

/** A correct e-mail address ("incorrect e-mail entered"), returned with a lowercase domain. */
export function emailValue(value: string): string {
  const text = value.trim()
  const at = text.lastIndexOf('@')
  const local = text.slice(0, at)
  const labels = at > 0 ? hostLabels(text.slice(at + 1)) : null
  const domain = labels?.join('.') ?? ''
  if (
    !labels ||
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
export function recipientForm(emails: string[], prefix = 'recipients'): { valid: string[]; issues: RuleIssue[] } {
  const valid: string[] = []
  const issues: RuleIssue[] = []
  const seen = new Set<string>()
  emails.forEach((raw, index) => {
    if (!raw.trim()) return
    let email: string
    try {
      email = emailValue(raw)
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
