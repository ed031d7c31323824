import { api } from '@/lib/api-client'
import { callbackUrl, runConsentPopup } from '@/lib/google-consent'
import type { AuthResponse, Schema } from '@/types/api'

export type LinkNeeded = Schema<'LinkNeededOut'>

/** Sign in (or up) with Google: GET /login/google/start names Google's screen and its signed state, the
 * popup brings back the code, POST /login/google answers a session — or, when an account with the Google
 * address exists, `link_required` and a link token to prove it with that account's password. */
export async function signInWithGoogle(): Promise<AuthResponse | LinkNeeded> {
  const { url } = await api.get<Schema<'SignInStartOut'>>('/login/google/start', {
    query: { redirect_uri: callbackUrl() },
  })
  const state = new URL(url).searchParams.get('state') ?? ''
  const { code } = await runConsentPopup(url, state)
  return api.post<AuthResponse | LinkNeeded>(
    '/login/google',
    { code, redirect_uri: callbackUrl(), state } satisfies Schema<'GoogleSignInIn'>,
    { redirectOn401: false },
  )
}

/** POST /login/google/link: the existing account's password links its Google sign-in and signs in. */
export const linkGoogleSignIn = (body: Schema<'GoogleLinkIn'>) =>
  api.post<AuthResponse>('/login/google/link', body, { redirectOn401: false })

/** POST /login/google/link/email: the other proof, a link mailed to the existing account's address. */
export const mailGoogleLink = (linkToken: string) =>
  api.post<void>('/login/google/link/email', { link_token: linkToken } satisfies Schema<'GoogleLinkMailIn'>)

/** POST /login/google/link/confirm: the mailed link was opened; links and signs in. */
export const confirmGoogleLink = (token: string) =>
  api.post<AuthResponse>('/login/google/link/confirm', { token } satisfies Schema<'GoogleLinkConfirmIn'>, {
    redirectOn401: false,
  })
