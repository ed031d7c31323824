// Tests read texts of any language without waiting: every language is loaded up front, zh-TW shown.
import { i18n } from '@/lib/i18n'
import { DEFAULT_LOCALE, LOCALES } from '@/lib/locale'

await i18n.loadLanguages([...LOCALES])
await i18n.changeLanguage(DEFAULT_LOCALE)

// antd's components ask for media queries and watch their size; jsdom has neither.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
