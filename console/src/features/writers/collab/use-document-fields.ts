import { useCallback, useEffect, useState } from 'react'
import type * as Y from 'yjs'
import { fieldsOf, type SharedField, type SharedFields } from './doc-layout'

const FIELDS: SharedField[] = ['keyword', 'title', 'description']

/**
 * The document's keyword, title and description as typed, and where a change goes: into the shared
 * Y.Map `fields` while co-editing (others' changes come back through it; the server writes them to
 * the document), else to `save` (the autosave).
 */
export function useDocumentFields(
  initial: SharedFields,
  doc: Y.Doc | null,
  save: (patch: Partial<SharedFields>) => void,
): [SharedFields, (field: SharedField, value: string) => void] {
  const [values, setValues] = useState(initial)

  useEffect(() => {
    if (!doc) return
    const map = fieldsOf(doc)
    const read = () =>
      setValues((current) => {
        const next = { ...current }
        // a key the doc has not got yet (before the first sync) keeps what the page loaded
        for (const field of FIELDS) {
          const value = map.get(field)
          if (typeof value === 'string') next[field] = value
        }
        return next
      })
    read()
    map.observe(read)
    return () => map.unobserve(read)
  }, [doc])

  const change = useCallback(
    (field: SharedField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }))
      if (doc) fieldsOf(doc).set(field, value)
      else save({ [field]: value })
    },
    [doc, save],
  )
  return [values, change]
}
