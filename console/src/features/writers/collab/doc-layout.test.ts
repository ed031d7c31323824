import { getSchema } from '@tiptap/react'
import { StarterKit } from '@tiptap/starter-kit'
import { yXmlFragmentToProsemirrorJSON } from '@tiptap/y-tiptap'
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { shareExpiry, SHARE_MAX_DAYS } from '../components/share-dialog'
import { CARET_COLORS, caretColor } from './caret-color'
import { BODY_FRAGMENT, fieldsOf, fromBase64, initialShareDoc, shareState, toBase64 } from './doc-layout'

const schema = getSchema([StarterKit])
const BODY = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 1 }, content: [{ type: 'text', text: '黑木耳飲' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Every day one cup.' }] },
  ],
}

describe('share state', () => {
  it('is base64 of one update holding the body in `default` and the fields in `fields`', () => {
    const state = shareState(initialShareDoc(schema, BODY, { keyword: '黑木耳', title: '推薦', description: '每天' }))
    expect(state).toMatch(/^[A-Za-z0-9+/]+=*$/)
    const doc = new Y.Doc()
    Y.applyUpdate(doc, fromBase64(state))
    expect(yXmlFragmentToProsemirrorJSON(doc.getXmlFragment(BODY_FRAGMENT))).toEqual(BODY)
    expect(fieldsOf(doc).toJSON()).toEqual({ keyword: '黑木耳', title: '推薦', description: '每天' })
  })

  it('base64 survives bytes past one slice', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256)
    expect(fromBase64(toBase64(bytes))).toEqual(bytes)
  })
})

describe('caretColor', () => {
  it('gives a name always the same colour of the palette', () => {
    expect(caretColor('小王')).toBe(caretColor('小王'))
    for (const name of ['', 'Amy', '小王', 'a much longer editor name']) expect(CARET_COLORS).toContain(caretColor(name))
    expect(new Set(['Amy', 'Bob', 'Cleo', 'Dan', '小王', '阿明'].map(caretColor)).size).toBeGreaterThan(1)
  })
})

describe('shareExpiry', () => {
  const now = dayjs('2026-03-01T10:00:00Z')
  it('ends with the chosen day', () => {
    expect(shareExpiry(now.add(7, 'day'), now)).toBe(now.add(7, 'day').endOf('day').toISOString())
  })
  it('never goes past the server limit', () => {
    expect(shareExpiry(now.add(SHARE_MAX_DAYS, 'day'), now)).toBe(now.add(SHARE_MAX_DAYS, 'day').toISOString())
  })
})
