/**
 * Tests only: a stand-in for y-websocket's WebsocketProvider (`vi.mock('y-websocket', () =>
 * import('…/fake-websocket-provider'))`). It opens no socket; it records how it was made, and a test
 * plays the server by emitting its events (`status`, `sync`, `closed`).
 */
import { Awareness } from 'y-protocols/awareness'
import type * as Y from 'yjs'

type Handler = (...args: never[]) => void

export const fakeProviders: WebsocketProvider[] = []

export class WebsocketProvider {
  readonly awareness: Awareness
  readonly params: Record<string, string>
  shouldConnect = true
  destroyed = false
  private handlers = new Map<string, Handler[]>()

  constructor(
    readonly url: string,
    readonly room: string,
    readonly doc: Y.Doc,
    options: { params?: Record<string, string> } = {},
  ) {
    this.awareness = new Awareness(doc)
    this.params = options.params ?? {}
    fakeProviders.push(this)
  }

  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler])
  }

  emit(event: string, args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) (handler as (...a: unknown[]) => void)(...args)
  }

  destroy() {
    this.destroyed = true
    this.awareness.destroy()
  }
}
