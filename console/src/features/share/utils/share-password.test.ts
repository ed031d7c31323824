import { describe, expect, it } from 'vitest'
import {
  SHARE_PASSWORD_KEY,
  forgetSharePassword,
  readSharePassword,
  shareHeaders,
  shareLink,
  writeSharePassword,
} from './share-password'

function memory(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data }
}

describe('share passwords in local storage', () => {
  it('keeps each share uuid’s password under the one fixed key', () => {
    const storage = memory()
    writeSharePassword(storage, 'a', '密碼一')
    writeSharePassword(storage, 'b', 'two')
    expect(readSharePassword(storage, 'a')).toBe('密碼一')
    expect(readSharePassword(storage, 'b')).toBe('two')
    expect([...storage.data.keys()]).toEqual([SHARE_PASSWORD_KEY])
  })

  it('forgets a refused password and keeps the others', () => {
    const storage = memory()
    writeSharePassword(storage, 'a', 'x')
    writeSharePassword(storage, 'b', 'y')
    forgetSharePassword(storage, 'a')
    expect(readSharePassword(storage, 'a')).toBeNull()
    expect(readSharePassword(storage, 'b')).toBe('y')
  })

  it('reads nothing from a broken or foreign value', () => {
    expect(readSharePassword(memory({ [SHARE_PASSWORD_KEY]: 'not json' }), 'a')).toBeNull()
    expect(readSharePassword(memory({ [SHARE_PASSWORD_KEY]: '["a"]' }), 'a')).toBeNull()
    expect(readSharePassword(memory({ [SHARE_PASSWORD_KEY]: '{"a": 1}' }), 'a')).toBeNull()
  })
})

describe('share headers and link', () => {
  it('sends the uuid and password in the headers the API reads', () => {
    expect(shareHeaders('u-1', 'pw')).toEqual({ 'X-Share-UUID': 'u-1', 'X-Share-Password': 'pw' })
  })

  it('percent-encodes a password beyond Latin-1 (a header cannot carry 咖啡 as is)', () => {
    expect(shareHeaders('u-1', '咖啡 100%')['X-Share-Password']).toBe('%E5%92%96%E5%95%A1%20100%25')
    expect(() => new Headers(shareHeaders('u-1', '咖啡'))).not.toThrow()
  })

  it('builds the link on the console’s origin', () => {
    expect(shareLink('https://app.ranklens.tw/', 'u-1')).toBe('https://app.ranklens.tw/share/u-1')
  })
})

describe('the share password rule', async () => {
  const { sharePasswordIssue } = await import('./share-form')
  it('counts characters, not bytes (4 CJK characters are enough)', () => {
    expect(sharePasswordIssue('台灣咖啡')).toBeNull()
    expect(sharePasswordIssue('abc')).toEqual({ code: 'project.share_password_length', params: { min: 4, max: 64 } })
    expect(sharePasswordIssue('𠮷'.repeat(64))).toBeNull()
    expect(sharePasswordIssue('a'.repeat(65))).not.toBeNull()
  })
})
