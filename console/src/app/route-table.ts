/**
 * The access rule of every console path, from route-table.json: `auth` needs a session, `guest` is
 * for visitors only, `public` is open to all. The server reads the same file for its 302s on direct
 * loads (api/spa.py) and matches paths the same way (lib/route-match.ts).
 */
import { signInPath } from '@/lib/auth-redirect'
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

/**
 * What the router does for a location: `signedIn` is undefined while the session is still loading.
 * Unknown and public paths are always shown; the rest wait for the session when they depend on it.
 */
export function guardDecision(
  access: Access | null,
  signedIn: boolean | undefined,
  location: { pathname: string; search: string },
): GuardDecision {
  if (access === null || access === 'public') return { kind: 'allow' }
  if (signedIn === undefined) return { kind: 'wait' }
  if (access === 'auth' && !signedIn) return { kind: 'redirect', to: signInPath(location) }
  if (access === 'guest' && signedIn) return { kind: 'redirect', to: '/' }
  return { kind: 'allow' }
}
