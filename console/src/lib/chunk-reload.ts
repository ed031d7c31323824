/**
 * After a deploy, an open tab may ask for a screen chunk that no longer exists. Reloading fetches the
 * new build; doing it at most once a minute keeps a chunk that is really broken from looping.
 */
export const CHUNK_RELOAD_KEY = 'chunk_reload_at'
export const CHUNK_RELOAD_INTERVAL_MS = 60_000

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading chunk [\w-]+ failed/i,
]

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message))
}

export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS
}

/** Reloads the page unless it was already reloaded for this in the last minute; true when it did. */
export function reloadForFailedChunk(
  storage: Storage = window.sessionStorage,
  now: number = Date.now(),
  reload: () => void = () => window.location.reload(),
): boolean {
  const stored = storage.getItem(CHUNK_RELOAD_KEY)
  if (!shouldReload(stored === null ? null : Number(stored), now)) return false
  storage.setItem(CHUNK_RELOAD_KEY, String(now))
  reload()
  return true
}
