import { useEffect, useState } from 'react'
import { WebsocketProvider } from 'y-websocket'
import * as Y from 'yjs'
import { caretColor } from './caret-color'

/** How the socket is doing: `reconnecting` once a connection was had and lost (y-websocket retries). */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting'

/** Why the server closed for good (api/writers/collab.py close codes); y-websocket stops retrying on 44xx itself. */
export type ConnectionEnd = 'locked' | 'denied' | 'missing' | 'ended'

const END_OF_CODE: Record<number, ConnectionEnd> = { 4401: 'locked', 4403: 'denied', 4404: 'missing', 4410: 'ended' }

export interface CoEditor {
  clientId: number
  name: string
  color: string
  self: boolean
}

export interface CoEditing {
  doc: Y.Doc
  provider: WebsocketProvider
  state: ConnectionState
  /** true once the server's copy has been received: editing before it would merge into an empty doc */
  synced: boolean
  end: ConnectionEnd | null
  editors: CoEditor[]
}

export interface CoEditingOptions {
  templateId: number
  /** the name shown on this editor's caret and in the others' list */
  name: string
  /** a guest's token (`?share_token=`); signed-in editors go by their session cookie */
  shareToken?: string
}

/** `ws(s)://{host}/api/writers/collab` of the page's own origin (the server checks the Origin header). */
export function collabServerUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/writers/collab`
}

function editorsOf(provider: WebsocketProvider): CoEditor[] {
  const self = provider.awareness.clientID
  const editors: CoEditor[] = []
  provider.awareness.getStates().forEach((state, clientId) => {
    const user = (state as { user?: { name?: unknown; color?: unknown } }).user
    if (typeof user?.name !== 'string') return
    editors.push({ clientId, name: user.name, color: String(user.color ?? ''), self: clientId === self })
  })
  // oneself first, the others in a stable order
  return editors.sort((a, b) => Number(b.self) - Number(a.self) || a.clientId - b.clientId)
}

/**
 * One co-editing session of a document (api/writers/collab.py): its Y.Doc, the y-websocket provider, the
 * connection's state and end, and who is connected (awareness). Null until set up, and when
 * `options` is null (the document is not shared).
 */
export function useCoEditing(options: CoEditingOptions | null): CoEditing | null {
  const [session, setSession] = useState<{ doc: Y.Doc; provider: WebsocketProvider } | null>(null)
  const [state, setState] = useState<ConnectionState>('connecting')
  const [synced, setSynced] = useState(false)
  const [end, setEnd] = useState<ConnectionEnd | null>(null)
  const [editors, setEditors] = useState<CoEditor[]>([])
  const templateId = options?.templateId
  const name = options?.name ?? ''
  const shareToken = options?.shareToken

  useEffect(() => {
    if (templateId === undefined) return
    const doc = new Y.Doc()
    const provider = new WebsocketProvider(collabServerUrl(), String(templateId), doc, {
      params: shareToken ? { share_token: shareToken } : {},
    })
    let connectedOnce = false
    provider.awareness.setLocalStateField('user', { name, color: caretColor(name) })
    const onStatus = ({ status }: { status: 'connected' | 'disconnected' | 'connecting' }) => {
      if (status === 'connected') connectedOnce = true
      setState(status === 'connected' ? 'connected' : connectedOnce ? 'reconnecting' : 'connecting')
    }
    const onSync = (isSynced: boolean) => {
      if (isSynced) setSynced(true)
    }
    const onClosed = ({ code }: { code: number }) => {
      setEnd(END_OF_CODE[code] ?? 'missing')
      provider.shouldConnect = false
    }
    const onAwareness = () => setEditors(editorsOf(provider))
    provider.on('status', onStatus)
    provider.on('sync', onSync)
    provider.on('closed', onClosed)
    provider.awareness.on('change', onAwareness)
    onAwareness()
    setSession({ doc, provider })
    return () => {
      provider.awareness.off('change', onAwareness)
      provider.destroy()
      doc.destroy()
      setSession(null)
      setState('connecting')
      setSynced(false)
      setEnd(null)
      setEditors([])
    }
  }, [templateId, name, shareToken])

  return session && { ...session, state, synced, end, editors }
}
