/**
 * Lines as the server's tools count them; the limits themselves come from the server (GET /constants
 * `tool_limits`, useToolLimits), which checks them again and is the authority.
 */

/** How many lines a list box holds (a trailing line end starts no new line). */
export function lineCount(text: string): number {
  return text === '' ? 0 : text.replace(/\r?\n$/, '').split(/\r?\n/).length
}

/** The non-blank lines of a list box, trimmed (the server drops blank lines and repeats). */
export function splitLines(text: string): string[] {
  return [...new Set(text.split(/\r?\n/).map((line) => line.trim()).filter(Boolean))]
}
