/**
 * Every text exists in the four interface languages: each namespace has the same keys in zh-TW,
 * zh-CN, en and ja (a key may be split into plural forms, `key_one` / `key_other`, where the
 * language has them), and the placeholders of a text are the same in every language.
 */
import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'

type Tree = { [key: string]: string | Tree }

const files = import.meta.glob<Tree>('./*/*.json', { eager: true, import: 'default' })
const LOCALES = ['zh-TW', 'zh-CN', 'en', 'ja']
const PLURAL = /_(zero|one|two|few|many|other)$/

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(`${prefix}${key}`.replace(PLURAL, ''), value)
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)(,[^}]*)?\}\}/g)].map((m) => m[1] + (m[2] ?? '')).sort()

const namespaces = [...new Set(Object.keys(files).map((path) => path.split('/')[2]))]

describe.each(namespaces)('%s', (file) => {
  const trees = Object.fromEntries(LOCALES.map((locale) => [locale, flatten(files[`./${locale}/${file}`] ?? {})]))

  it.each(LOCALES.slice(1))('has the keys of zh-TW in %s', (locale) => {
    expect([...trees[locale].keys()].sort()).toEqual([...trees['zh-TW'].keys()].sort())
  })

  it.each(LOCALES.slice(1))('has the placeholders of zh-TW in %s', (locale) => {
    for (const [key, text] of trees['zh-TW']) {
      expect([key, placeholders(trees[locale].get(key) ?? '')]).toEqual([key, placeholders(text)])
    }
  })
})

describe('plural forms', () => {
  it('pick the English form by count and keep one form where the language has one', () => {
    expect(i18n.t('projects:overview.total', { lng: 'en', count: 1 })).toBe('1 project')
    expect(i18n.t('projects:overview.total', { lng: 'en', count: 3 })).toBe('3 projects')
    expect(i18n.t('projects:overview.total', { lng: 'zh-TW', count: 1 })).toBe('共 1 個專案')
    expect(i18n.t('projects:overview.total', { lng: 'ja', count: 3 })).toBe('3 件のプロジェクト')
  })

  it('group the digits of large numbers', () => {
    expect(i18n.t('profile:subscription.left', { lng: 'en', count: 10000 })).toBe('10,000 left')
    expect(i18n.t('projects:overview.usage.of', { lng: 'zh-TW', used: 1234, limit: 10000 })).toBe('1,234 / 10,000')
  })
})
