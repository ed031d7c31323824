/** The locale of this browser tab, and the `lang` cookie that keeps a choice for a year. */
import { getCookie, setCookie } from './cookies'
import { i18n } from './i18n'
import { LANG_COOKIE, LANG_COOKIE_DAYS, type Locale, resolveLocale } from './locale'

interface UserLanguage {
  language?: string | null
  country?: string | null
}

export function browserLocale(user?: UserLanguage | null): Locale {
  return resolveLocale({
    query: new URLSearchParams(window.location.search).get('locale'),
    host: window.location.hostname,
    user,
    cookie: getCookie(LANG_COOKIE),
  })
}

/** Shows the console in `locale` and remembers it in the cookie. */
export function applyLocale(locale: Locale): void {
  setCookie(LANG_COOKIE, locale, LANG_COOKIE_DAYS)
  if (i18n.language !== locale) void i18n.changeLanguage(locale)
}
