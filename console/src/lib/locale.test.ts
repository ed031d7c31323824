import { describe, expect, it } from 'vitest'
import { localeFromCountry, localeFromHost, normalizeLocale, resolveLocale } from './locale'

describe('normalizeLocale', () => {
  it.each([
    ['zh-TW', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh_HK', 'zh-TW'],
    ['zh-CN', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['ja-JP', 'ja'],
    ['en_US', 'en'],
    ['fr', null],
    ['', null],
    [null, null],
  ])('%s → %s', (tag, locale) => {
    expect(normalizeLocale(tag)).toBe(locale)
  })
})

describe('localeFromHost', () => {
  it.each([
    ['tw.ranklens.app', 'zh-TW'],
    ['jp.ranklens.app', 'ja'],
    ['JP.ranklens.app', 'ja'],
    ['www.ranklens.app', null],
    ['127.0.0.1', null],
    ['localhost', null],
  ])('%s → %s', (host, locale) => {
    expect(localeFromHost(host)).toBe(locale)
  })
})

describe('localeFromCountry', () => {
  it.each([
    ['JP', 'ja'],
    ['TW', 'zh-TW'],
    ['HK', 'zh-TW'],
    ['US', 'en'],
    ['jp', 'ja'],
    [null, null],
  ])('%s → %s', (country, locale) => {
    expect(localeFromCountry(country)).toBe(locale)
  })
})

describe('resolveLocale', () => {
  const jpUser = { language: null, country: 'JP' }

  it('takes the locale query first', () => {
    expect(resolveLocale({ query: 'en', host: 'jp.ranklens.app', user: jpUser, cookie: 'zh-CN' })).toBe('en')
  })

  it('ignores an unsupported query and falls back to the host', () => {
    expect(resolveLocale({ query: 'fr', host: 'jp.ranklens.app', cookie: 'en' })).toBe('ja')
  })

  it('uses the signed-in user language, then the country, when the host says nothing', () => {
    expect(resolveLocale({ host: 'app.ranklens.app', user: { language: 'zh-CN', country: 'JP' } })).toBe('zh-CN')
    expect(resolveLocale({ host: 'app.ranklens.app', user: jpUser, cookie: 'en' })).toBe('ja')
  })

  it('uses the cookie for visitors', () => {
    expect(resolveLocale({ host: '127.0.0.1', user: null, cookie: 'ja' })).toBe('ja')
  })

  it('defaults to zh-TW', () => {
    expect(resolveLocale({})).toBe('zh-TW')
  })
})
