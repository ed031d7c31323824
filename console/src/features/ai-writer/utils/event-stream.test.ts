import { describe, expect, it } from 'vitest'
import { takeFrames } from './event-stream'

describe('takeFrames', () => {
  it('reads whole frames and keeps a frame still arriving', () => {
    const { frames, rest } = takeFrames('event: delta\ndata: {"text":"保濕"}\n\nevent: items\ndata: {"items":["a"]}\n\nevent: do')
    expect(frames).toEqual([
      { event: 'delta', data: { text: '保濕' } },
      { event: 'items', data: { items: ['a'] } },
    ])
    expect(rest).toBe('event: do')
  })

  it('skips comments and reads CRLF line ends', () => {
    const { frames, rest } = takeFrames(': heartbeat\r\n\r\nevent: done\r\ndata: {"article":{"id":3}}\r\n\r\n')
    expect(frames).toEqual([{ event: 'done', data: { article: { id: 3 } } }])
    expect(rest).toBe('')
  })
})
