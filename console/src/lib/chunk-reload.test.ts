import { describe, expect, it, vi } from 'vitest'
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadForFailedChunk } from './chunk-reload'

describe('isChunkLoadError', () => {
  it('recognises the browsers’ failed dynamic import messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true)
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true)
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true)
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isChunkLoadError(undefined)).toBe(false)
  })
})

describe('reloadForFailedChunk', () => {
  it('reloads at most once a minute', () => {
    const storage = window.sessionStorage
    storage.removeItem(CHUNK_RELOAD_KEY)
    const reload = vi.fn()
    const t0 = 1_700_000_000_000

    expect(reloadForFailedChunk(storage, t0, reload)).toBe(true)
    expect(reloadForFailedChunk(storage, t0 + 30_000, reload)).toBe(false)
    expect(reloadForFailedChunk(storage, t0 + 59_999, reload)).toBe(false)
    expect(reloadForFailedChunk(storage, t0 + 60_000, reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0 + 60_000))
  })
})
