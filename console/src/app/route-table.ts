/**
 * The access rule of every console path, from route-table.json: `auth` needs a session, `guest` is
 * for visitors only, `public` is open to all. The server reads the same file for its 302s on direct
 * loads (api/spa.py) and matches paths the same way (lib/route-match.ts).
 */
import { afterSignInPath, initialProfilePath, signInPath } from '@/lib/auth-redirect'
import { matchesPattern } from '@/lib/route-match'
import table from './route-table.json'

export type Access = 'auth' | 'guest' | 'public'

export interface RouteTableEntry {
  path: string
  access: Access
}

export const routeTable = table as RouteTableEntry[]

/** The access rule of the first entry matching the path, or null for an unknown path (404). */
export function routeAccess(pathname: string, entries: RouteTableEntry[] = routeTable): Access | null {
  return entries.find((entry) => matchesPattern(entry.path, pathname))?.access ?? null
}

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string }

/** What the guard knows of the session: undefined while loading, null when signed out. */
export type GuardSession = { profileCompleted: boolean } | null | undefined


/**
 * What the router does for a location. Unknown and public paths are always shown; the rest wait
 * for the session when they depend on it. A signed-in user on a guest page (right after signing in)
 * goes on to the initial profile form when it is not filled yet, else to `to` or home.
 */
export function guardDecision(
  access: Access | null,
  session: GuardSession,
  location: { pathname: string; search: string },
): GuardDecision {
  if (access === null || access === 'public') return { kind: 'allow' }
  if (session === undefined) return { kind: 'wait' }
  if (access === 'auth' && session === null) return { kind: 'redirect', to: signInPath(location) }
  if (access === 'guest' && session !== null) {
    return {
      kind: 'redirect',
      // The initial profile form until it is filled (it goes on to `to` afterwards), else `to`.
      to: session.profileCompleted ? afterSignInPath(location.search) : initialProfilePath(location.search),
    }
  }
  return { kind: 'allow' }
}
