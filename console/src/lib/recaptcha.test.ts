import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { i18n } from './i18n'
import { botCheckToken, CaptchaError, type Grecaptcha, loadRecaptcha } from './recaptcha'

/** What Google's script puts on window: ready() once loaded, execute() resolving a token. */
function fakeGrecaptcha(execute: Grecaptcha['execute']) {
  return { ready: vi.fn((callback: () => void) => callback()), execute: vi.fn(execute) }
}

const scripts = () => [...document.head.querySelectorAll('script')]

afterEach(() => {
  delete window.grecaptcha
  for (const script of scripts()) script.remove()
  void i18n.changeLanguage('zh-TW')
})

async function failure(promise: Promise<unknown>): Promise<CaptchaError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(CaptchaError)
  return error as CaptchaError
}

describe('botCheckToken', () => {
  it('sends no token and loads nothing when the server has no site key', async () => {
    await expect(botCheckToken(null, 'login')).resolves.toBeUndefined()
    expect(scripts()).toEqual([])
  })

  it('loads the script for the key once, then executes the action', async () => {
    const pending = botCheckToken('site-key-1', 'register')
    const [script] = scripts()
    expect(script.src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1')

    const grecaptcha = fakeGrecaptcha(async (_key, { action }) => `token-for-${action}`)
    window.grecaptcha = grecaptcha
    script.dispatchEvent(new Event('load'))
    await expect(pending).resolves.toBe('token-for-register')
    expect(grecaptcha.execute).toHaveBeenCalledWith('site-key-1', { action: 'register' })

    await expect(botCheckToken('site-key-1', 'login')).resolves.toBe('token-for-login')
    expect(scripts()).toHaveLength(1)
    expect(grecaptcha.ready).toHaveBeenCalledTimes(1)
  })

  it('uses a reCAPTCHA already on the page', async () => {
    window.grecaptcha = fakeGrecaptcha(async () => 'token')
    await expect(botCheckToken('site-key-2', 'login')).resolves.toBe('token')
    expect(scripts()).toEqual([])
  })

  it('says "Failed to load script" when the script fails, and tries again next time', async () => {
    await i18n.changeLanguage('en')
    const pending = botCheckToken('site-key-3', 'login')
    scripts()[0].dispatchEvent(new Event('error'))
    const error = await failure(pending)
    expect([error.failure, error.message, error.status]).toEqual(['loadScript', 'Failed to load script', 0])
    expect(error).toBeInstanceOf(ApiError) // shown by the forms like any failed request
    expect(scripts()).toEqual([])

    const retry = botCheckToken('site-key-3', 'login')
    expect(scripts()).toHaveLength(1)
    window.grecaptcha = fakeGrecaptcha(async () => 'second-try')
    scripts()[0].dispatchEvent(new Event('load'))
    await expect(retry).resolves.toBe('second-try')
  })

  it('gives up on a script that never answers', async () => {
    vi.useFakeTimers()
    try {
      const pending = botCheckToken('site-key-4', 'login')
      vi.advanceTimersByTime(15_000)
      expect((await failure(pending)).failure).toBe('loadScript')
    } finally {
      vi.useRealTimers()
    }
  })

  it('says "Failed to execute" when Google gives no token', async () => {
    await i18n.changeLanguage('en')
    window.grecaptcha = fakeGrecaptcha(async () => {
      throw new Error('Invalid site key or not loaded in api.js')
    })
    const error = await failure(botCheckToken('site-key-5', 'login'))
    expect([error.failure, error.message]).toEqual(['execute', 'Failed to execute'])

    window.grecaptcha.execute = vi.fn(async () => '')
    expect((await failure(botCheckToken('site-key-5', 'login'))).failure).toBe('execute')
  })
})

describe('loadRecaptcha', () => {
  it('needs a key and version 3', async () => {
    await i18n.changeLanguage('ja')
    const noKey = await failure(loadRecaptcha(''))
    expect([noKey.failure, noKey.message]).toEqual(['noKey', i18n.t('auth:captcha.noKey')])
    expect((await failure(loadRecaptcha('site-key-6', 2))).failure).toBe('noVersion')
    expect(i18n.t('auth:captcha.noVersion', { lng: 'en' })).toBe('No version provided')
    expect(i18n.t('auth:captcha.noKey', { lng: 'en' })).toBe('No key provided')
    expect(scripts()).toEqual([])
  })
})
