/**
 * i18next with every namespace of src/locales/<lng>/<ns>.json, plus `errors`: the API's own
 * message files (api/<area>/messages.json), so a text shown before submitting is the very text the
 * server would answer with. Only the languages asked for are downloaded: each language's texts are
 * one chunk (vite.config.ts), fetched by `changeLanguage` through the backend below.
 */
import i18next, { type BackendModule, type ResourceLanguage } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LOCALE, HTML_LANG, LOCALES, normalizeLocale } from './locale'

type Tree = { [key: string]: string | Tree }
/** A server text is one string, or its CLDR plural forms (`{one, other}`) picked by `{count}`. */
type ServerText = string | Partial<Record<string, string>>
type ServerMessages = Record<string, Partial<Record<string, ServerText>>>

// one module per language (src/locales/<lng>.ts), fetched when the language is first shown
const languageModules = import.meta.glob<Record<string, Tree>>(['../locales/*.ts', '!../locales/*.test.ts'], {
  import: 'default',
})

const NAMESPACE_FILE = /([^/]+)\.json$/
// the namespaces are the files of a language folder, listed at build time (vite.config.ts)
const NAMESPACES = [...__LOCALE_NAMESPACES__, 'errors']

/** `{words} already exists` (Python format) → `{{words}} already exists` (i18next). */
export function toI18nextTemplate(text: string): string {
  return text.replace(/\{(\w+)\}/g, '{{$1}}')
}

/**
 * Server codes are dotted (`validation.required`); i18next reads dots as nesting. A plural text's
 * forms become i18next's `code_one` / `code_other`, picked by `count` with the same CLDR rules.
 */
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
      const leaf = parts[parts.length - 1]
      if (typeof text === 'string') node[leaf] = toI18nextTemplate(text)
      else for (const [form, plural] of Object.entries(text)) if (plural !== undefined) node[`${leaf}_${form}`] = toI18nextTemplate(plural)
    }
  }
  return tree
}

async function loadLanguage(locale: string): Promise<ResourceLanguage> {
  const load = languageModules[`../locales/${locale}.ts`]
  const [files, { serverMessageFiles }] = await Promise.all([load ? load() : {}, import('./server-messages')])
  const namespaces = Object.entries(files).map(([path, content]) => [NAMESPACE_FILE.exec(path)?.[1] ?? path, content])
  return { ...Object.fromEntries(namespaces), errors: errorsNamespace(serverMessageFiles, locale) }
}

const languages = new Map<string, Promise<ResourceLanguage>>()

/** Reads a namespace from its language's chunk, fetched once per language. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    let loading = languages.get(language)
    if (!loading) {
      loading = loadLanguage(language)
      languages.set(language, loading)
      loading.catch(() => languages.delete(language))
    }
    loading.then(
      (resources) => callback(null, resources[namespace] ?? {}),
      (error: Error) => callback(error, false),
    )
  },
}

export const i18n = i18next.createInstance()

// No language yet: main.tsx switches to the visitor's (fetching only that one) before the first
// render. Every language has every key (src/locales/parity.test.ts), so none falls back to another.
i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    fallbackLng: false,
    supportedLngs: [...LOCALES],
    ns: NAMESPACES,
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
