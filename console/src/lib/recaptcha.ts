/**
 * The bot check in front of sign-in and sign-up (SPEC §5, §7): Google reCAPTCHA v3, invisible, with
 * its badge hidden (styles.css) and Google's attribution shown under the forms instead. The server
 * names the site key in GET /constants; without one there is no check and no token is sent.
 *
 * `window.grecaptcha` is the browser API the script installs: tests put their own object there.
 */
import { ApiError } from './api-client'
import { i18n } from './i18n'

/** SPEC §9: captcha version 3. */
export const RECAPTCHA_VERSION = 3
export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js'
/** A script that has neither loaded nor failed by then (a blocked network) counts as failed. */
export const RECAPTCHA_LOAD_TIMEOUT_MS = 15_000

export type BotCheckAction = 'login' | 'register'
/** SPEC §8's captcha errors: "No key provided", "No version provided", "Failed to execute", "Failed to load script". */
export type CaptchaFailure = 'noKey' | 'noVersion' | 'execute' | 'loadScript'

export interface Grecaptcha {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): PromiseLike<string>
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
  }
}

/**
 * A bot check that could not produce a token. It is an ApiError with status 0 (no answer from the
 * server: the request was never sent), so every form shows its message like a network failure.
 */
export class CaptchaError extends ApiError {
  readonly failure: CaptchaFailure

  constructor(failure: CaptchaFailure) {
    super(0, `captcha.${failure}`, i18n.t(`auth:captcha.${failure}`))
    this.name = 'CaptchaError'
    this.failure = failure
  }
}

const loading = new Map<string, Promise<Grecaptcha>>()

function injectScript(siteKey: string): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const fail = (failure: CaptchaFailure) => reject(new CaptchaError(failure))
    const whenReady = () => {
      const grecaptcha = window.grecaptcha
      if (!grecaptcha) return fail('loadScript')
      grecaptcha.ready(() => resolve(grecaptcha))
    }
    if (window.grecaptcha) return whenReady()
    const script = document.createElement('script')
    script.src = `${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(siteKey)}`
    script.async = true
    const timer = window.setTimeout(() => {
      script.remove()
      fail('loadScript')
    }, RECAPTCHA_LOAD_TIMEOUT_MS)
    script.addEventListener('load', () => {
      window.clearTimeout(timer)
      whenReady()
    })
    script.addEventListener('error', () => {
      window.clearTimeout(timer)
      script.remove()
      fail('loadScript')
    })
    document.head.appendChild(script)
  })
}

/** Loads the reCAPTCHA script for `siteKey` once; after a failure the next call tries again. */
export function loadRecaptcha(siteKey: string, version: number = RECAPTCHA_VERSION): Promise<Grecaptcha> {
  if (!siteKey) return Promise.reject(new CaptchaError('noKey'))
  if (version !== RECAPTCHA_VERSION) return Promise.reject(new CaptchaError('noVersion'))
  let pending = loading.get(siteKey)
  if (!pending) {
    pending = injectScript(siteKey)
    loading.set(siteKey, pending)
    pending.catch(() => loading.delete(siteKey))
  }
  return pending
}

/**
 * The token to send as `recaptcha` with POST /login or /register: undefined when the server has no
 * site key (no bot check), else a fresh token for `action`; throws a CaptchaError when none comes.
 */
export async function botCheckToken(siteKey: string | null, action: BotCheckAction): Promise<string | undefined> {
  if (siteKey === null) return undefined
  const grecaptcha = await loadRecaptcha(siteKey)
  let token: string
  try {
    token = await grecaptcha.execute(siteKey, { action })
  } catch {
    throw new CaptchaError('execute')
  }
  if (!token) throw new CaptchaError('execute')
  return token
}
