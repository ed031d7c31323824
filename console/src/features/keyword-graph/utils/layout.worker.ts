/// <reference lib="webworker" />
/** The force layout off the main thread: one job in, its positions out (layout-core.ts). */
import { type LayoutJob, runForceAtlas2 } from './layout-core'

self.onmessage = (event: MessageEvent<LayoutJob>) => {
  const positions = runForceAtlas2(event.data)
  ;(self as unknown as Worker).postMessage(positions, [positions.buffer])
}
