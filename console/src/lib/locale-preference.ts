/** The locale of this browser tab, and the `lang` cookie that keeps a choice for a year. */
import { getCookie, setCookie } from './cookies'
import { i18n } from './i18n'
import { LANG_COOKIE, LANG_COOKIE_DAYS, type Locale, resolveLocale } from './locale'

interface UserLanguage {
  language?: string | null
  country?: string | null
}

// A `?locale=` choice holds for the tab after the query leaves the address bar (the SPA navigates on,
// and a later refetch of the user must not switch the language back to the account's).
const TAB_QUERY_KEY = 'ranklens.locale-query'

function tabQueryLocale(): string | null {
  const query = new URLSearchParams(window.location.search).get('locale')
  if (query) window.sessionStorage.setItem(TAB_QUERY_KEY, query)
  return query ?? window.sessionStorage.getItem(TAB_QUERY_KEY)
}

/** A language picked in the switcher replaces the tab's `?locale=` choice. */
export function forgetTabQueryLocale(): void {
  window.sessionStorage.removeItem(TAB_QUERY_KEY)
}

export function browserLocale(user?: UserLanguage | null): Locale {
  return resolveLocale({
    query: tabQueryLocale(),
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
