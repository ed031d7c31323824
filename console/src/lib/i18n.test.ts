import { describe, expect, it } from 'vitest'
import { errorsNamespace, i18n, toI18nextTemplate } from './i18n'

describe('errors namespace', () => {
  it('turns the server’s Python-style placeholders into i18next ones', () => {
    expect(toI18nextTemplate('{words} already exists')).toBe('{{words}} already exists')
  })

  it('nests dotted codes and falls back to zh-TW for a missing language', () => {
    const tree = errorsNamespace([{ 'a.b': { 'zh-TW': '甲', en: 'A' }, 'a.c': { 'zh-TW': '乙' } }], 'en')
    expect(tree).toEqual({ a: { b: 'A', c: '乙' } })
  })

  it('gives a server text’s plural forms to i18next, which picks them by count', () => {
    const tree = errorsNamespace([{ 'a.drop': { 'zh-TW': '{count} 個', en: { one: '{count} keyword', other: '{count} keywords' } } }], 'en')
    expect(tree).toEqual({ a: { drop_one: '{{count}} keyword', drop_other: '{{count}} keywords' } })
    expect(i18n.t('errors:rankings.drop_alert.subject', { lng: 'en', site: 'Cafe', count: 1 })).toBe('Cafe: 1 keyword dropped sharply')
    expect(i18n.t('errors:rankings.drop_alert.subject', { lng: 'en', site: 'Cafe', count: 2 })).toBe('Cafe: 2 keywords dropped sharply')
  })

  it('holds the server’s own texts in every language', () => {
    expect(i18n.t('errors:validation.required', { lng: 'zh-TW' })).toBe('此欄位為必填')
    expect(i18n.t('errors:validation.required', { lng: 'en' })).toBe('is required')
    expect(i18n.t('errors:validation.email', { lng: 'en' })).toBe('incorrect e-mail entered')
  })
})

describe('console texts', () => {
  it('has every key of zh-TW in the other three languages (plural forms count as one key)', () => {
    const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
    const keys = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? [
            ...new Set(
              Object.entries(value).flatMap(([key, child]) =>
                keys(child, prefix ? `${prefix}.${key.replace(PLURAL_SUFFIX, '')}` : key.replace(PLURAL_SUFFIX, '')),
              ),
            ),
          ]
        : [prefix]
    const store = i18n.store.data
    for (const ns of Object.keys(store['zh-TW'])) {
      const expected = keys(store['zh-TW'][ns]).sort()
      for (const lng of ['zh-CN', 'en', 'ja']) {
        expect({ lng, ns, keys: keys(store[lng]?.[ns]).sort() }).toEqual({ lng, ns, keys: expected })
      }
    }
  })
})
