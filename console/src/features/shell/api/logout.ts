import { api } from '@/lib/api-client'

export const LOGGED_OUT_PATH = '/auth?mode=login'

/** Ends the session, then loads the sign-in page afresh so nothing of the session stays in memory. */
export async function logout(): Promise<void> {
  try {
    await api.post<void>('/logout', undefined, { redirectOn401: false })
  } finally {
    window.location.assign(LOGGED_OUT_PATH)
  }
}
