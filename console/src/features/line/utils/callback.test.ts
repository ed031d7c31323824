import { describe, expect, it } from 'vitest'
import { callbackBody, callbackUri } from './callback'

describe('callbackBody', () => {
  it('forwards the code and state with the callback URL the consent was asked for', () => {
    expect(callbackBody(new URLSearchParams('code=abc&state=s1&friendship_status_changed=true'), 'https://app.example')).toEqual({
      code: 'abc',
      state: 's1',
      redirect_uri: 'https://app.example/line/callback',
      error: null,
    })
  })

  it('forwards a refused consent for the server to answer', () => {
    const body = callbackBody(new URLSearchParams('error=access_denied&state=s1'), 'https://app.example')
    expect(body).toMatchObject({ code: null, error: 'access_denied' })
  })

  it('has nothing to send without a state', () => {
    expect(callbackBody(new URLSearchParams('code=abc'), 'https://app.example')).toBeNull()
  })

  it('builds the callback URL from the origin', () => {
    expect(callbackUri('http://127.0.0.1:8000')).toBe('http://127.0.0.1:8000/line/callback')
  })
})
