import type { Node as ProseMirrorNode } from '@tiptap/pm/model'

/**
 * A span of the document's plain text as the checks report one (analytics/writers/text.py `plain_text`;
 * `start`/`end` count code points): the `occurrence`-th (0-based) `match` in that text.
 */
export interface TextSpan {
  match: string
  occurrence: number
  start: number
  end: number
}

/** The document's plain text the way the server writes it, and the ProseMirror position of each of its
 * UTF-16 units (a line break's is where its block ends). */
export interface TextIndex {
  text: string
  positions: number[]
}

/** A ProseMirror range. */
export interface DocRange {
  from: number
  to: number
}

const SPACE = /\s/
const LINE_NODES = new Set(['hardBreak', 'horizontalRule'])

/**
 * `doc`'s plain text as analytics/writers/text.py's `plain_text` writes the same HTML: every block, hard
 * break and rule ends a line; in a text node a run of whitespace is one space; spaces before a line break,
 * whitespace after one (so empty blocks) and whitespace at both ends are dropped.
 */
export function textIndex(doc: ProseMirrorNode): TextIndex {
  const units: string[] = []
  const positions: number[] = []
  const last = () => units[units.length - 1]
  const push = (unit: string, pos: number) => {
    units.push(unit)
    positions.push(pos)
  }
  const drop = (what: (unit: string | undefined) => boolean) => {
    while (units.length && what(last())) {
      units.pop()
      positions.pop()
    }
  }
  const lineEnd = (pos: number) => {
    drop((unit) => unit === ' ')
    if (units.length && last() !== '\n') push('\n', pos)
  }
  const text = (value: string, pos: number) => {
    let spaced = false
    let offset = 0
    for (const char of value) {
      if (!SPACE.test(char)) {
        for (let unit = 0; unit < char.length; unit++) push(char[unit], pos + offset + unit)
        spaced = false
      } else if (!spaced) {
        if (units.length && last() !== '\n') push(' ', pos + offset)
        spaced = true
      }
      offset += char.length
    }
  }
  const walk = (node: ProseMirrorNode, start: number) =>
    node.forEach((child, offset) => {
      const pos = start + offset
      if (child.isText) text(child.text ?? '', pos)
      else if (LINE_NODES.has(child.type.name)) lineEnd(pos)
      else {
        walk(child, pos + 1)
        if (child.isBlock) lineEnd(pos + child.nodeSize - 1)
      }
    })
  walk(doc, 0)
  drop((unit) => unit === ' ' || unit === '\n')
  return { text: units.join(''), positions }
}

function range(index: TextIndex, from: number, to: number): DocRange {
  return { from: index.positions[from], to: index.positions[to - 1] + 1 }
}

/** The UTF-16 offset of the `points`-th code point of `text`. */
function unitOffset(text: string, points: number): number {
  let units = 0
  let seen = 0
  for (const char of text) {
    if (seen++ === points) break
    units += char.length
  }
  return units
}

/**
 * Where a reported span is in the document: at its offsets when the text there is its match, else (the
 * document changed since the check) its `occurrence`-th match; null when the match is gone.
 */
export function spanRange(index: TextIndex, span: TextSpan): DocRange | null {
  if (!span.match) return null
  const start = unitOffset(index.text, span.start)
  if (index.text.slice(start, start + span.match.length) === span.match) return range(index, start, start + span.match.length)
  let at = -1
  for (let seen = 0; seen <= span.occurrence; seen++) {
    at = index.text.indexOf(span.match, at + 1)
    if (at < 0) return null
  }
  return range(index, at, at + span.match.length)
}

/** The first use of `needle` that starts at or after document position `after`, else the first one (the
 * search wraps); null when the text has none. */
export function nextUse(index: TextIndex, needle: string, after: number): DocRange | null {
  if (!needle) return null
  let first: DocRange | null = null
  for (let at = index.text.indexOf(needle); at >= 0; at = index.text.indexOf(needle, at + 1)) {
    const found = range(index, at, at + needle.length)
    if (found.from >= after) return found
    first ??= found
  }
  return first
}
