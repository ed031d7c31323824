import type { Schema } from '@/types/api'

export type Finding = Schema<'FindingOut'>
export type ArticleMarks = Schema<'ArticleMarks'>

/** A piece of a text and the findings over it (none: plain text). */
export interface Segment {
  text: string
  findings: Finding[]
}

/**
 * `text` cut wherever a finding starts or ends. The API's offsets count code points (not UTF-16 units), so
 * the text is cut as code points; findings that fall outside the text (it was edited since) are ignored.
 */
export function segments(text: string, findings: Finding[]): Segment[] {
  const chars = Array.from(text)
  const valid = findings.filter((f) => f.start >= 0 && f.start < f.end && f.end <= chars.length)
  const cuts = [...new Set([0, chars.length, ...valid.flatMap((f) => [f.start, f.end])])].sort((a, b) => a - b)
  const pieces: Segment[] = []
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [start, end] = [cuts[i], cuts[i + 1]]
    pieces.push({ text: chars.slice(start, end).join(''), findings: valid.filter((f) => f.start <= start && f.end >= end) })
  }
  return pieces
}

/** A paragraph's blocks (separated by a blank line, trimmed), each with the findings inside it, their
 * offsets moved to the block's own. */
export function paragraphBlocks(text: string, findings: Finding[]): { text: string; findings: Finding[] }[] {
  const blocks: { text: string; findings: Finding[] }[] = []
  let at = 0
  for (const raw of text.split(/(\n\s*\n)/)) {
    const length = Array.from(raw).length
    const lead = Array.from(raw.match(/^\s*/)?.[0] ?? '').length
    const body = raw.trim()
    if (body && !/^\n\s*\n$/.test(raw)) {
      const start = at + lead
      const end = start + Array.from(body).length
      blocks.push({
        text: body,
        findings: findings.filter((f) => f.start >= start && f.end <= end).map((f) => ({ ...f, start: f.start - start, end: f.end - start })),
      })
    }
    at += length
  }
  return blocks
}

/** Every finding of an article's marks, for a count. */
export function allFindings(marks: ArticleMarks): Finding[] {
  return [...marks.title, ...marks.description, ...marks.sections.flatMap((s) => [...s.title, ...s.paragraph])]
}
