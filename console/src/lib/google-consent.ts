import { failureText } from '@/lib/failure-text'

/**
 * Google's consent screen in a popup window. Google sends the popup back to `/google/callback` on this
 * origin (CALLBACK_PATH, registered as a redirect URI of the OAuth client); that page posts the query to
 * this window and closes. The state checks the answer belongs to this request.
 */

export const CALLBACK_PATH = '/google/callback'
export const CALLBACK_MESSAGE = 'ranklens-google-callback'

export interface ConsentAnswer {
  code: string
  state: string
}

/** Why a consent gave no code: the user closed the popup, refused it, the browser blocked it, the answer was
 * not ours, or this server has no Google OAuth client to ask with. */
export class ConsentFailed extends Error {
  readonly reason: 'closed' | 'denied' | 'blocked' | 'state' | 'unconfigured'

  constructor(reason: ConsentFailed['reason']) {
    super(reason)
    this.reason = reason
  }
}

/** What the user reads when linking or signing in with Google failed: the popup's reason (namespace
 * `google`'s `consent.*`), else the server's message, else `failed`. */
export function consentFailureText(error: unknown, t: (key: string) => string): string {
  return error instanceof ConsentFailed ? t(`consent.${error.reason}`) : failureText(error, t('failed'))
}

export function callbackUrl(): string {
  return `${window.location.origin}${CALLBACK_PATH}`
}

export function randomState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** Google's consent URL for the popup that links a purpose (scope from GET /google_apps/config). */
export function consentUrl(authUrl: string, clientId: string, scope: string, state: string): string {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: callbackUrl(),
    response_type: 'code',
    scope,
    state,
    access_type: 'offline',
    prompt: 'consent',
    include_granted_scopes: 'true',
  })
  return `${authUrl}?${query.toString()}`
}

/** Opens `url` in a popup and resolves with the code Google sent back with `state`. */
export function runConsentPopup(url: string, state: string): Promise<ConsentAnswer> {
  const popup = window.open(url, 'ranklens-google', 'width=520,height=680')
  if (!popup) return Promise.reject(new ConsentFailed('blocked'))
  return new Promise((resolve, reject) => {
    const finish = () => {
      window.removeEventListener('message', onMessage)
      window.clearInterval(closedCheck)
    }
    const onMessage = (event: MessageEvent) => {
      const data = event.data as { type?: string; code?: string; state?: string; error?: string } | null
      if (event.origin !== window.location.origin || data?.type !== CALLBACK_MESSAGE) return
      finish()
      if (data.state !== state) reject(new ConsentFailed('state'))
      else if (data.error || !data.code) reject(new ConsentFailed('denied'))
      else resolve({ code: data.code, state })
    }
    // a popup closed without an answer (the callback page posts before it closes itself)
    const closedCheck = window.setInterval(() => {
      if (popup.closed) {
        window.setTimeout(() => {
          finish()
          reject(new ConsentFailed('closed'))
        }, 300)
        window.clearInterval(closedCheck)
      }
    }, 500)
    window.addEventListener('message', onMessage)
  })
}
