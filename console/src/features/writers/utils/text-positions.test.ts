import { Editor } from '@tiptap/react'
import { Image } from '@tiptap/extension-image'
import { TableKit } from '@tiptap/extension-table'
import { StarterKit } from '@tiptap/starter-kit'
import { afterEach, describe, expect, it } from 'vitest'
import { nextUse, spanRange, textIndex } from './text-positions'

const editors: Editor[] = []
afterEach(() => editors.splice(0).forEach((editor) => editor.destroy()))

function docOf(html: string) {
  const editor = new Editor({ extensions: [StarterKit, Image, TableKit], content: html })
  editors.push(editor)
  return editor.state.doc
}

// what analytics/writers/text.py `plain_text` answers for the same HTML (its doctest's rules)
const SIMPLE = '<h1>黑木耳飲</h1><p>每天一杯，幫助<strong>改善失眠</strong>，天天好眠。</p>'
const MIXED =
  '<p>  前後  空白 </p><p></p><ul><li><p>一</p></li><li><p>二<br>三</p></li></ul>' +
  '<table><tbody><tr><th><p>欄</p></th><td><p>值 𠮷野家 改善失眠</p></td></tr></tbody></table>' +
  '<blockquote><p>引言改善失眠</p></blockquote>'

describe('textIndex', () => {
  it('writes the plain text the server checks, a line per block', () => {
    expect(textIndex(docOf(SIMPLE)).text).toBe('黑木耳飲\n每天一杯，幫助改善失眠，天天好眠。')
    expect(textIndex(docOf(MIXED)).text).toBe('前後 空白\n一\n二\n三\n欄\n值 𠮷野家 改善失眠\n引言改善失眠')
  })
})

describe('spanRange', () => {
  it('maps a finding’s plain-text offsets to the ProseMirror range of its words', () => {
    const doc = docOf(SIMPLE)
    const range = spanRange(textIndex(doc), { match: '改善失眠', occurrence: 0, start: 11, end: 15 })
    expect(range).not.toBeNull()
    expect(doc.textBetween(range!.from, range!.to)).toBe('改善失眠')
    expect(doc.resolve(range!.from).parent.type.name).toBe('paragraph')
  })

  it('counts code points as the server does (a character outside the BMP before the match)', () => {
    const doc = docOf(MIXED)
    const index = textIndex(doc)
    // the server's offsets: 20 and 27, in code points; 𠮷 is two UTF-16 units
    const first = spanRange(index, { match: '改善失眠', occurrence: 0, start: 20, end: 24 })!
    const second = spanRange(index, { match: '改善失眠', occurrence: 1, start: 27, end: 31 })!
    expect(doc.textBetween(first.from, first.to)).toBe('改善失眠')
    expect(doc.resolve(first.from).node(-1).type.name).toBe('tableCell')
    expect(doc.textBetween(second.from, second.to)).toBe('改善失眠')
    expect(doc.resolve(second.from).node(-1).type.name).toBe('blockquote')
  })

  it('falls back to the n-th occurrence once the text moved, and gives up when the words are gone', () => {
    const doc = docOf('<p>新加的一句。</p>' + SIMPLE)
    const index = textIndex(doc)
    const range = spanRange(index, { match: '改善失眠', occurrence: 0, start: 11, end: 15 })!
    expect(doc.textBetween(range.from, range.to)).toBe('改善失眠')
    expect(range.from).toBeGreaterThan(spanRange(textIndex(docOf(SIMPLE)), { match: '改善失眠', occurrence: 0, start: 11, end: 15 })!.from)
    expect(spanRange(index, { match: '改善失眠', occurrence: 1, start: 30, end: 34 })).toBeNull()
    expect(spanRange(textIndex(docOf('<p>好眠</p>')), { match: '改善失眠', occurrence: 0, start: 0, end: 4 })).toBeNull()
  })
})

describe('nextUse', () => {
  it('finds the next use after the cursor, wrapping to the first', () => {
    const doc = docOf('<p>保濕精華</p><p>這瓶保濕精華很好</p>')
    const index = textIndex(doc)
    const first = nextUse(index, '保濕精華', 0)!
    const second = nextUse(index, '保濕精華', first.to)!
    expect(second.from).toBeGreaterThan(first.from)
    expect(doc.textBetween(second.from, second.to)).toBe('保濕精華')
    expect(nextUse(index, '保濕精華', second.to)).toEqual(first)
    expect(nextUse(index, '玻尿酸', 0)).toBeNull()
  })
})
