import { afterEach, describe, expect, it } from 'vitest'
import { browserLocale, forgetTabQueryLocale } from './locale-preference'

describe('browserLocale', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/')
    forgetTabQueryLocale()
  })

  it("keeps a ?locale= choice for the tab after the query is gone, over the account's language", () => {
    window.history.replaceState(null, '', '/projects?locale=ja')
    expect(browserLocale({ language: 'zh-TW' })).toBe('ja')
    window.history.replaceState(null, '', '/projects/3/rankings')
    expect(browserLocale({ language: 'zh-TW' })).toBe('ja')
  })

  it("follows the account's language once the switcher replaced the query's choice", () => {
    window.history.replaceState(null, '', '/?locale=en')
    expect(browserLocale({ language: 'zh-CN' })).toBe('en')
    forgetTabQueryLocale()
    window.history.replaceState(null, '', '/')
    expect(browserLocale({ language: 'zh-CN' })).toBe('zh-CN')
  })
})
