/**
 * What the editor's side column shows of the text: counts that understand Chinese and Japanese (each
 * CJK character one, words found by the browser's dictionary-based word segmenter rather than by
 * spaces) and the outline of headings.
 */

export interface TextStats {
  /** user-perceived characters (grapheme clusters), spaces excluded */
  characters: number
  /** Han, kana and Hangul characters */
  cjk: number
  /** words: a CJK word is what the segmenter finds (一個詞 = 一 / 個 / 詞 …), not a run without spaces */
  words: number
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u
const SPACE = /^\s+$/u

export function textStats(text: string, locale: string): TextStats {
  let characters = 0
  let cjk = 0
  for (const { segment } of new Intl.Segmenter(locale, { granularity: 'grapheme' }).segment(text)) {
    if (SPACE.test(segment)) continue
    characters += 1
    if (CJK.test(segment)) cjk += 1
  }
  let words = 0
  for (const part of new Intl.Segmenter(locale, { granularity: 'word' }).segment(text)) if (part.isWordLike) words += 1
  return { characters, cjk, words }
}

export interface OutlineEntry {
  level: number
  text: string
}

/** The headings of the document, in order (an empty heading is skipped). */
export function outline(nodes: { type?: string; attrs?: Record<string, unknown>; text: string }[]): OutlineEntry[] {
  return nodes
    .filter((node) => node.type === 'heading' && node.text.trim())
    .map((node) => ({ level: Number(node.attrs?.level ?? 1), text: node.text.trim() }))
}
