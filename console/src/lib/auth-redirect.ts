/** Where the sign-in guard sends a visitor, and where they go back to after signing in. */

interface LocationLike {
  pathname: string
  search: string
}

/** `/auth?<the original query>&to=<path>`: the same URL the server's 302 gives on a direct load. */
export function signInPath(location: LocationLike): string {
  const params = new URLSearchParams(location.search)
  params.delete('to')
  params.set('to', location.pathname)
  return `/auth?${params}`
}

const AUTH_PARAMS = ['to', 'mode', 'force_logout']

/** The `to` path with the original query put back; `/` when missing or not a path of this site. */
export function afterSignInPath(search: string): string {
  const params = new URLSearchParams(search)
  const to = params.get('to')
  if (!to || !to.startsWith('/') || to.startsWith('//')) return '/'
  AUTH_PARAMS.forEach((name) => params.delete(name))
  const rest = params.toString()
  return rest ? `${to}${to.includes('?') ? '&' : '?'}${rest}` : to
}

/**
 * The initial profile form for a new account, keeping what it goes on to afterwards (`to` and the
 * original query) but not the sign-in page's own switches (`mode`, `force_logout`).
 */
export function initialProfilePath(search: string): string {
  const params = new URLSearchParams(search)
  AUTH_PARAMS.filter((name) => name !== 'to').forEach((name) => params.delete(name))
  const rest = params.toString()
  return rest ? `/auth/profile?${rest}` : '/auth/profile'
}
