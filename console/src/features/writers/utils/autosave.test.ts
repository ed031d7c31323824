import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { createAutosave, type SaveState } from './autosave'

type Fields = { title: string; content_html: string }

/** A save whose answers the test gives one at a time. */
function server() {
  const calls: { version: number; fields: Partial<Fields>; resolve: (v: number) => void; reject: (e: unknown) => void }[] = []
  const save = (version: number, fields: Partial<Fields>) =>
    new Promise<{ version: number }>((resolve, reject) =>
      calls.push({ version, fields, resolve: (v) => resolve({ version: v }), reject }),
    )
  return { calls, save }
}

function start(save: (version: number, fields: Partial<Fields>) => Promise<{ version: number }>) {
  const states: SaveState[] = []
  const autosave = createAutosave<Fields>({ version: 3, save, onState: (state) => states.push(state), delay: 1000, retryDelay: 5000 })
  return { autosave, states }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('the editor autosave', () => {
  it('waits for a pause in typing, sends the edits together on the version last seen, then shows saved', async () => {
    const { calls, save } = server()
    const { autosave, states } = start(save)
    autosave.change({ title: 'a' })
    await vi.advanceTimersByTimeAsync(600)
    autosave.change({ title: 'ab', content_html: '<p>x</p>' })
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(0)
    expect(states.at(-1)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.map((c) => [c.version, c.fields])).toEqual([[3, { title: 'ab', content_html: '<p>x</p>' }]])
    expect(states.at(-1)).toBe('saving')
    calls[0].resolve(4)
    await vi.advanceTimersByTimeAsync(0)
    expect(states.at(-1)).toBe('saved')
    expect(autosave.unsaved()).toBe(false)
    expect(autosave.version()).toBe(4)
  })

  it('sends edits made during a save in the next one, on the new version', async () => {
    const { calls, save } = server()
    const { autosave, states } = start(save)
    autosave.change({ title: 'one' })
    await vi.advanceTimersByTimeAsync(1000)
    autosave.change({ title: 'two' })
    calls[0].resolve(4)
    await vi.advanceTimersByTimeAsync(0)
    expect(states.at(-1)).toBe('pending')
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls.map((c) => [c.version, c.fields])).toEqual([[3, { title: 'one' }], [4, { title: 'two' }]])
  })

  it('keeps the edits through a lost connection, warns, and retries until it saves', async () => {
    const { calls, save } = server()
    const { autosave, states } = start(save)
    autosave.change({ content_html: '<p>draft</p>' })
    await vi.advanceTimersByTimeAsync(1000)
    calls[0].reject(new ApiError(0, 'network.failed', 'offline'))
    await vi.advanceTimersByTimeAsync(0)
    expect(states.at(-1)).toBe('offline')
    expect(autosave.unsaved()).toBe(true)
    autosave.change({ title: 'typed offline' })
    expect(states.at(-1)).toBe('offline') // still warning: nothing reached the server
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls[1].fields).toEqual({ content_html: '<p>draft</p>', title: 'typed offline' })
    calls[1].resolve(4)
    await vi.advanceTimersByTimeAsync(0)
    expect(states.at(-1)).toBe('saved')
  })

  it('saves at once when the browser is back online, and says offline as soon as it is not', async () => {
    const { calls, save } = server()
    const { autosave, states } = start(save)
    autosave.change({ title: 'x' })
    autosave.offline()
    expect(states.at(-1)).toBe('offline')
    await vi.advanceTimersByTimeAsync(1000)
    calls[0]?.reject(new ApiError(0, 'network.failed', 'offline'))
    await vi.advanceTimersByTimeAsync(0)
    autosave.online()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls.at(-1)?.fields).toEqual({ title: 'x' })
  })

  it('stops on a 409: the document changed elsewhere and nothing is overwritten', async () => {
    const { calls, save } = server()
    const { autosave, states } = start(save)
    autosave.change({ title: 'mine' })
    await vi.advanceTimersByTimeAsync(1000)
    calls[0].reject(new ApiError(409, 'writer.version_conflict', 'Failed to save content'))
    await vi.advanceTimersByTimeAsync(0)
    expect(states.at(-1)).toBe('conflict')
    autosave.change({ title: 'more' })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(1)
    expect(states.at(-1)).toBe('conflict')
    expect(autosave.unsaved()).toBe(true)
  })

  it('shows a refusal (a document over 1 MB) and keeps the edits for the next change', async () => {
    const { calls, save } = server()
    const { autosave, states } = start(save)
    autosave.change({ content_html: 'huge' })
    await vi.advanceTimersByTimeAsync(1000)
    calls[0].reject(new ApiError(413, 'writer.too_large', 'over 1 MB'))
    await vi.advanceTimersByTimeAsync(0)
    expect(states.at(-1)).toBe('failed')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(1) // no retry loop on a refusal
    autosave.change({ content_html: 'smaller' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls[1].fields).toEqual({ content_html: 'smaller' })
  })

  it('flushes what is waiting at once (leaving the page, before a restore)', async () => {
    const { calls, save } = server()
    const { autosave } = start(save)
    autosave.change({ title: 'leaving' })
    const flushed = autosave.flush()
    expect(calls).toHaveLength(1)
    calls[0].resolve(4)
    await flushed
    expect(autosave.version()).toBe(4)
  })
})
