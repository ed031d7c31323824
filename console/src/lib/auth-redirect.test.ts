import { describe, expect, it } from 'vitest'
import { afterSignInPath, signInPath } from './auth-redirect'

describe('signInPath', () => {
  it('keeps the original query and adds the wanted path as `to`, as the server does', () => {
    expect(signInPath({ pathname: '/projects/3', search: '?tab=keywords' })).toBe('/auth?tab=keywords&to=%2Fprojects%2F3')
    expect(signInPath({ pathname: '/tokens', search: '' })).toBe('/auth?to=%2Ftokens')
  })
})

describe('afterSignInPath', () => {
  it('goes back to `to` with the original query', () => {
    expect(afterSignInPath('?tab=keywords&to=%2Fprojects%2F3')).toBe('/projects/3?tab=keywords')
  })

  it('drops the sign-in page’s own parameters', () => {
    expect(afterSignInPath('?mode=login&force_logout=1&to=/tokens')).toBe('/tokens')
  })

  it('goes home without a `to` or with one that leaves the site', () => {
    expect(afterSignInPath('')).toBe('/')
    expect(afterSignInPath('?to=https://evil.example')).toBe('/')
    expect(afterSignInPath('?to=//evil.example')).toBe('/')
  })
})
