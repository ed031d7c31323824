/**
 * The editor's autosave, apart from React so that its states can be tested with fake timers.
 *
 * Edits are gathered and sent once typing pauses (`delay`), each naming the version it was made on. One
 * save is in flight at a time; edits made meanwhile go in the next. A lost connection keeps the edits and
 * retries (`retryDelay`, or at once when the browser says it is back online): the screen shows SPEC §8's
 * network-unstable warning meanwhile. A 409 (the document changed in another window) stops saving: the
 * writer reloads, nothing is overwritten. Any other refusal (too large, invalid) keeps the edits unsent
 * until the next change.
 */
import { ApiError } from '@/lib/api-client'

export type SaveState = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'failed'

export interface AutosaveOptions<F extends object> {
  version: number
  save: (version: number, fields: Partial<F>) => Promise<{ version: number }>
  onState: (state: SaveState, error?: unknown) => void
  delay?: number
  retryDelay?: number
}

export interface Autosave<F extends object> {
  change: (fields: Partial<F>) => void
  /** sends what is waiting now (leaving the page, a manual save) */
  flush: () => Promise<void>
  /** the browser is back online */
  online: () => void
  /** the browser went offline: say so now rather than at the next failed save */
  offline: () => void
  unsaved: () => boolean
  /** the document's version the next save is made on */
  version: () => number
}

export function createAutosave<F extends object>(options: AutosaveOptions<F>): Autosave<F> {
  const delay = options.delay ?? 1500
  const retryDelay = options.retryDelay ?? 5000
  let version = options.version
  let pending: Partial<F> = {}
  let state: SaveState = 'saved'
  let timer: ReturnType<typeof setTimeout> | undefined
  let inFlight: Promise<void> | undefined

  const hasPending = () => Object.keys(pending).length > 0
  const setState = (next: SaveState, error?: unknown) => {
    state = next
    options.onState(next, error)
  }
  const schedule = (ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => void send(), ms)
  }

  async function send(): Promise<void> {
    clearTimeout(timer)
    if (state === 'conflict') return
    if (inFlight) {
      await inFlight
      return send()
    }
    if (!hasPending()) return
    const batch = pending
    pending = {}
    setState('saving')
    inFlight = options.save(version, batch).then(
      (saved) => {
        version = saved.version
        if (hasPending()) {
          setState('pending')
          schedule(delay)
        } else setState('saved')
      },
      (error: unknown) => {
        pending = { ...batch, ...pending } // what was typed since is newer
        if (error instanceof ApiError && error.status === 409) setState('conflict', error)
        else if (error instanceof ApiError && error.status === 0) {
          setState('offline', error)
          schedule(retryDelay)
        } else setState('failed', error)
      },
    )
    try {
      await inFlight
    } finally {
      inFlight = undefined
    }
  }

  return {
    change(fields) {
      pending = { ...pending, ...fields }
      if (state === 'conflict') return
      if (state !== 'offline' && state !== 'saving') setState('pending')
      schedule(state === 'offline' ? retryDelay : delay)
    },
    flush: send,
    online() {
      if (state === 'offline') void send()
    },
    offline() {
      if (state !== 'conflict') setState('offline')
    },
    unsaved: () => hasPending() || inFlight !== undefined,
    version: () => version,
  }
}
