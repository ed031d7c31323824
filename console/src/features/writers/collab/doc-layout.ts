/**
 * The shared document's Yjs layout (api/writers/ydoc.py): the body in the XmlFragment `default` (TipTap
 * Collaboration's default field) and the plain fields in the Y.Map `fields`, last writer wins per key.
 */
import type { Schema } from '@tiptap/pm/model'
import { prosemirrorJSONToYDoc } from '@tiptap/y-tiptap'
import * as Y from 'yjs'

export const BODY_FRAGMENT = 'default'
export const FIELDS_MAP = 'fields'

export type SharedField = 'keyword' | 'title' | 'description'
export type SharedFields = Record<SharedField, string>

export const fieldsOf = (doc: Y.Doc) => doc.getMap<string>(FIELDS_MAP)

/** The Y.Doc a share starts from: the editor's body as it is now and the three fields. */
export function initialShareDoc(schema: Schema, body: Record<string, unknown>, fields: SharedFields): Y.Doc {
  const doc = prosemirrorJSONToYDoc(schema, body, BODY_FRAGMENT)
  const map = fieldsOf(doc)
  doc.transact(() => {
    for (const [key, value] of Object.entries(fields)) map.set(key, value)
  })
  return doc
}

export function toBase64(bytes: Uint8Array): string {
  let binary = ''
  // in slices: spreading a whole large update into fromCharCode overflows the call stack
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000))
  return btoa(binary)
}

export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}

/** POST …/share's `state`: base64 of the whole doc as one Yjs update. */
export const shareState = (doc: Y.Doc) => toBase64(Y.encodeStateAsUpdate(doc))
