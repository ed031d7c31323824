/** Caret colours: 6-digit hex only (y-tiptap ignores other formats), dark enough for white label text. */
export const CARET_COLORS = ['#d4380d', '#d46b08', '#389e0d', '#08979c', '#1d39c4', '#531dab', '#c41d7f', '#5b8c00']

/** The same colour for the same name on every screen, so people recognise each other's carets. */
export function caretColor(name: string): string {
  let hash = 0
  for (const char of name) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0
  return CARET_COLORS[Math.abs(hash) % CARET_COLORS.length]
}
