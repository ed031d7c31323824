/**
 * i18next with every namespace of src/locales/<lng>/<ns>.json, plus `errors`: the API's own
 * message files (api/<area>/messages.json), so a text shown before submitting is the very text the
 * server would answer with.
 */
import i18next, { type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, normalizeLocale } from './locale'

type Tree = { [key: string]: string | Tree }
type ServerMessages = Record<string, Partial<Record<string, string>>>

const localeFiles = import.meta.glob<Tree>('../locales/*/*.json', { eager: true, import: 'default' })
const serverMessages = import.meta.glob<ServerMessages>('../../../api/*/messages.json', {
  eager: true,
  import: 'default',
})

/** `{words} already exists` (Python format) → `{{words}} already exists` (i18next). */
export function toI18nextTemplate(text: string): string {
  return text.replace(/\{(\w+)\}/g, '{{$1}}')
}

/** Server codes are dotted (`validation.required`); i18next reads dots as nesting. */
export function errorsNamespace(files: ServerMessages[], locale: string): Tree {
  const tree: Tree = {}
  for (const messages of files) {
    for (const [code, texts] of Object.entries(messages)) {
      const text = texts[locale] ?? texts[DEFAULT_LOCALE]
      if (text === undefined) continue
      const parts = code.split('.')
      let node = tree
      for (const part of parts.slice(0, -1)) {
        const child = node[part]
        node = (typeof child === 'object' ? child : (node[part] = {})) as Tree
      }
      node[parts[parts.length - 1]] = toI18nextTemplate(text)
    }
  }
  return tree
}

function buildResources(): Resource {
  const resources: Resource = {}
  for (const locale of LOCALES) resources[locale] = { errors: errorsNamespace(Object.values(serverMessages), locale) }
  for (const [path, content] of Object.entries(localeFiles)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path)
    if (match && resources[match[1]]) resources[match[1]][match[2]] = content
  }
  return resources
}

export const i18n = i18next.createInstance()

i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
})

function applyToDocument(language: string) {
  if (typeof document === 'undefined') return
  const locale = normalizeLocale(language) ?? DEFAULT_LOCALE
  document.documentElement.lang = HTML_LANG[locale]
  document.title = i18n.t('common:app.title')
  document.querySelector('meta[name="description"]')?.setAttribute('content', i18n.t('common:app.description'))
}

i18n.on('languageChanged', applyToDocument)
