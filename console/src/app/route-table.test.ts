import { describe, expect, it } from 'vitest'
import { guardDecision, routeAccess, routeTable } from './route-table'
import { appRoutes } from './routes'
import { matchesPattern } from '@/lib/route-match'

describe('matchesPattern', () => {
  it.each([
    ['/', '/', true],
    ['/', '/auth', false],
    ['/projects/:id', '/projects/3', true],
    ['/projects/:id', '/projects/3/edit', false],
    ['/projects/:id/edit', '/projects/3/edit', true],
    ['/project/*', '/project/a/b/c', true],
    ['/share/seo-writer/:uuid?', '/share/seo-writer', true],
    ['/share/seo-writer/:uuid?', '/share/seo-writer/abc', true],
    ['/auth', '/auth/', true],
  ])('%s ~ %s → %s', (pattern, path, expected) => {
    expect(matchesPattern(pattern, path)).toBe(expected)
  })
})

describe('routeAccess', () => {
  it('reads the rule of the matching entry', () => {
    expect(routeAccess('/')).toBe('auth')
    expect(routeAccess('/auth')).toBe('guest')
    expect(routeAccess('/verify_email')).toBe('public')
    expect(routeAccess('/projects/12/edit')).toBe('auth')
  })

  it('knows nothing of an unknown path (a 404)', () => {
    expect(routeAccess('/no-such-page')).toBeNull()
  })
})

describe('guardDecision', () => {
  const at = { pathname: '/projects/3', search: '?tab=a' }
  const done = { profileCompleted: true }

  it('sends a visitor on a protected page to sign in, keeping the query', () => {
    expect(guardDecision('auth', null, at)).toEqual({ kind: 'redirect', to: '/auth?tab=a&to=%2Fprojects%2F3' })
  })

  it('sends a signed-in user from guest pages to `to`, else home', () => {
    expect(guardDecision('guest', done, { pathname: '/auth', search: '?to=%2Ftokens' })).toEqual({
      kind: 'redirect',
      to: '/tokens',
    })
    expect(guardDecision('guest', done, { pathname: '/auth', search: '' })).toEqual({ kind: 'redirect', to: '/' })
  })

  it('sends a new user from guest pages to the initial profile form first', () => {
    const fresh = { profileCompleted: false }
    expect(guardDecision('guest', fresh, { pathname: '/auth', search: '?to=%2Ftokens' })).toEqual({
      kind: 'redirect',
      to: '/auth/profile?to=%2Ftokens', // and from there on to `to` (an invitation link, say)
    })
    expect(guardDecision('guest', fresh, { pathname: '/auth', search: '' })).toEqual({
      kind: 'redirect',
      to: '/auth/profile',
    })
    // the sign-in page's own switches stay behind; where it was headed goes on
    expect(
      guardDecision('guest', fresh, { pathname: '/auth', search: '?mode=register&force_logout=1&to=%2Finvitation' }),
    ).toEqual({ kind: 'redirect', to: '/auth/profile?to=%2Finvitation' })
    expect(guardDecision('guest', fresh, { pathname: '/auth', search: '?mode=register' })).toEqual({
      kind: 'redirect',
      to: '/auth/profile',
    })
    expect(guardDecision('auth', fresh, at)).toEqual({ kind: 'allow' })
  })

  it('waits for the session where it matters, never on public or unknown pages', () => {
    expect(guardDecision('auth', undefined, at)).toEqual({ kind: 'wait' })
    expect(guardDecision('guest', undefined, at)).toEqual({ kind: 'wait' })
    expect(guardDecision('public', undefined, at)).toEqual({ kind: 'allow' })
    expect(guardDecision(null, null, at)).toEqual({ kind: 'allow' })
  })

  it('lets the right people through', () => {
    expect(guardDecision('auth', done, at)).toEqual({ kind: 'allow' })
    expect(guardDecision('guest', null, at)).toEqual({ kind: 'allow' })
  })
})

describe('route registry and route table', () => {
  it('lists every registered screen in route-table.json (the server guards direct loads with it)', () => {
    const tablePaths = new Set(routeTable.map((entry) => entry.path))
    expect(appRoutes.map((route) => route.path).filter((path) => !tablePaths.has(path))).toEqual([])
  })

  it('uses only the three access rules', () => {
    for (const entry of routeTable) expect(['auth', 'guest', 'public']).toContain(entry.access)
  })
})
