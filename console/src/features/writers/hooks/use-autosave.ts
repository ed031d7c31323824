import { useEffect, useRef, useState } from 'react'
import { saveDocument, type DocumentFields, type WriterDocument } from '../api/writers'
import { createAutosave, type Autosave, type SaveState } from '../utils/autosave'

export interface AutosaveView {
  state: SaveState
  error: unknown
  savedAt: string
  autosave: Autosave<DocumentFields>
}

/** The autosave of one loaded document (api/writers.ts saveDocument), with the browser's online and
 * offline events and a warning before leaving with unsaved edits. */
export function useAutosave(document: WriterDocument): AutosaveView {
  const [state, setState] = useState<SaveState>('saved')
  const [error, setError] = useState<unknown>(null)
  const [savedAt, setSavedAt] = useState(document.updated_at)
  const ref = useRef<Autosave<DocumentFields> | null>(null)
  if (ref.current === null) {
    ref.current = createAutosave<DocumentFields>({
      version: document.version,
      save: (version, fields) =>
        saveDocument(document.id, version, fields).then((saved) => {
          setSavedAt(saved.updated_at)
          return saved
        }),
      onState: (next, failure) => {
        setState(next)
        setError(failure ?? null)
      },
    })
  }
  const autosave = ref.current

  useEffect(() => {
    const online = () => autosave.online()
    const offline = () => autosave.offline()
    const leaving = (event: BeforeUnloadEvent) => {
      if (!autosave.unsaved()) return
      void autosave.flush()
      event.preventDefault()
    }
    window.addEventListener('online', online)
    window.addEventListener('offline', offline)
    window.addEventListener('beforeunload', leaving)
    return () => {
      window.removeEventListener('online', online)
      window.removeEventListener('offline', offline)
      window.removeEventListener('beforeunload', leaving)
      void autosave.flush()
    }
  }, [autosave])

  return { state, error, savedAt, autosave }
}
