/**
 * A counter of the API requests in flight, read by the top progress bar: it runs while the count is
 * above zero, finishes when it drops back to zero and turns red when one of the requests failed.
 */
export interface ProgressState {
  active: number
  failed: boolean
}

type Listener = () => void

let state: ProgressState = { active: 0, failed: false }
const listeners = new Set<Listener>()

function set(next: ProgressState) {
  state = next
  listeners.forEach((listener) => listener())
}

export const requestProgress = {
  start(): void {
    set({ active: state.active + 1, failed: state.active === 0 ? false : state.failed })
  },
  done(ok: boolean): void {
    set({ active: Math.max(state.active - 1, 0), failed: state.failed || !ok })
  },
  get(): ProgressState {
    return state
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
