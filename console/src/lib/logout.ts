import { api } from './api-client'

export const LOGGED_OUT_PATH = '/auth?mode=login'

/**
 * Ends the session, then loads the sign-in page (or `to`, e.g. a sign-in that leads back to an
 * invitation) afresh so nothing of the session stays in memory.
 */
export async function logout(to: string = LOGGED_OUT_PATH): Promise<void> {
  try {
    await api.post<void>('/logout', undefined, { redirectOn401: false })
  } finally {
    window.location.assign(to)
  }
}
