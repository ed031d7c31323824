import { describe, expect, it } from 'vitest'
import { shareHeaders, shareLink } from './share-access'

describe('share headers and link', () => {
  it('names the share in the header the API reads, and never carries the password (the viewer cookie does)', () => {
    expect(shareHeaders('u-1')).toEqual({ 'X-Share-UUID': 'u-1' })
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
