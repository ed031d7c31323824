/**
 * The server tools' input limits (api/tools/service.py), shown while typing so a user sees the limit
 * before sending; the server checks them again and is the authority. A test reads them from the server
 * file so the two cannot drift apart.
 */
export const TEXT_MAX_CHARS = 100_000
export const LIST_MAX_LINES = 10_000
export const LINE_MAX_CHARS = 500
export const SEED_MAX_CHARS = 80
export const ON_PAGE_MAX_KEYWORDS = 10

/** How many lines a list box holds (a trailing line end starts no new line). */
export function lineCount(text: string): number {
  return text === '' ? 0 : text.replace(/\r?\n$/, '').split(/\r?\n/).length
}

/** The non-blank lines of a list box, trimmed (the server drops blank lines and repeats). */
export function splitLines(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean))]
}
