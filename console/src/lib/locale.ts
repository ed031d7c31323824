/**
 * Which interface language to show. In order: the `locale` query, the first label of the host
 * (tw.… → zh-TW, jp.… → ja), the signed-in user's language then country, the `lang` cookie, zh-TW.
 */
export const LOCALES = ['zh-TW', 'zh-CN', 'en', 'ja'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh-TW'
/** Each language named in itself, so a reader of any of them finds theirs. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  'zh-TW': '繁體中文',
  'zh-CN': '简体中文',
  en: 'English',
  ja: '日本語',
}
export const LANG_COOKIE = 'lang'
export const LANG_COOKIE_DAYS = 365

/** Maps a language tag (`zh-Hant-TW`, `ja-JP`, `en_US`, `zh`) to one of LOCALES, like the API does. */
export function normalizeLocale(value: string | null | undefined): Locale | null {
  const tag = (value ?? '').trim().replace(/_/g, '-').toLowerCase()
  if (!tag) return null
  if (tag.startsWith('zh')) {
    return tag === 'zh' || ['hans', '-cn', '-sg', '-my'].some((part) => tag.includes(part)) ? 'zh-CN' : 'zh-TW'
  }
  if (tag.startsWith('ja')) return 'ja'
  if (tag.startsWith('en')) return 'en'
  return null
}

const HOST_LABELS: Record<string, Locale> = { tw: 'zh-TW', jp: 'ja', cn: 'zh-CN', en: 'en' }

export function localeFromHost(host: string): Locale | null {
  const label = host.split('.')[0]?.toLowerCase() ?? ''
  return HOST_LABELS[label] ?? null
}

const CHINESE_TRADITIONAL_COUNTRIES = new Set(['TW', 'HK'])

export function localeFromCountry(country: string | null | undefined): Locale | null {
  if (!country) return null
  const code = country.toUpperCase()
  if (code === 'JP') return 'ja'
  if (code === 'CN') return 'zh-CN'
  if (CHINESE_TRADITIONAL_COUNTRIES.has(code)) return 'zh-TW'
  return 'en'
}

export interface LocaleSources {
  query?: string | null
  host?: string
  user?: { language?: string | null; country?: string | null } | null
  cookie?: string | null
}

export function resolveLocale({ query, host, user, cookie }: LocaleSources): Locale {
  return (
    normalizeLocale(query) ??
    localeFromHost(host ?? '') ??
    normalizeLocale(user?.language) ??
    localeFromCountry(user?.country) ??
    normalizeLocale(cookie) ??
    DEFAULT_LOCALE
  )
}

/** The `lang` attribute of the document for a locale. */
export const HTML_LANG: Record<Locale, string> = { 'zh-TW': 'zh-Hant-TW', 'zh-CN': 'zh-Hans-CN', en: 'en', ja: 'ja' }
