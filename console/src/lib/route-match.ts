/**
 * Path patterns as the route table and the server (api/spa.py) read them: `:param` takes one
 * segment, a trailing `*` the rest, a `?` suffix makes a segment optional.
 */
function segments(path: string): string[] {
  return path.split('/').filter(Boolean)
}

export function matchesPattern(pattern: string, path: string): boolean {
  const parts = segments(pattern)
  const given = segments(path)
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index]
    if (part === '*') return true
    if (index >= given.length) return parts.slice(index).every((p) => p.endsWith('?'))
    if (part.startsWith(':')) continue
    if (part !== given[index]) return false
  }
  return given.length === parts.length
}
