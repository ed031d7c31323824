/**
 * Lays a keyword graph out once: the job goes to a Web Worker (layout.worker.ts) and the positions it
 * answers are written back to the graph. Without Worker (jsdom) the layout runs here.
 */
import type { KeywordGraph } from './graph-model'
import { type LayoutJob, runForceAtlas2 } from './layout-core'

function jobOf(graph: KeywordGraph): { job: LayoutJob; keys: string[] } {
  const keys = graph.nodes()
  const index = new Map(keys.map((key, i) => [key, i]))
  const positions = new Float32Array(keys.length * 2)
  const sizes = new Float32Array(keys.length)
  keys.forEach((key, i) => {
    const { x, y, size } = graph.getNodeAttributes(key)
    positions[2 * i] = x
    positions[2 * i + 1] = y
    sizes[i] = size
  })
  const edges = new Uint32Array(graph.size * 2)
  const weights = new Float32Array(graph.size)
  let e = 0
  graph.forEachEdge((_edge, attributes, source, target) => {
    edges[2 * e] = index.get(source)!
    edges[2 * e + 1] = index.get(target)!
    weights[e] = attributes.weight
    e++
  })
  return { job: { positions, sizes, edges, weights }, keys }
}

function assign(graph: KeywordGraph, keys: string[], positions: Float32Array): void {
  keys.forEach((key, i) => graph.mergeNodeAttributes(key, { x: positions[2 * i], y: positions[2 * i + 1] }))
}

/** Resolves once the graph's nodes hold their laid-out positions; `signal` abandons the job (its worker ends). */
export function layOut(graph: KeywordGraph, signal?: AbortSignal): Promise<void> {
  const { job, keys } = jobOf(graph)
  if (typeof Worker === 'undefined') {
    assign(graph, keys, runForceAtlas2(job))
    return Promise.resolve()
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./layout.worker.ts', import.meta.url), { type: 'module' })
    const end = () => worker.terminate()
    signal?.addEventListener('abort', () => {
      end()
      reject(new DOMException('layout abandoned', 'AbortError'))
    })
    worker.onmessage = (event: MessageEvent<Float32Array>) => {
      end()
      if (signal?.aborted) return
      assign(graph, keys, event.data)
      resolve()
    }
    worker.onerror = (event) => {
      end()
      reject(new Error(event.message))
    }
    worker.postMessage(job, [job.positions.buffer, job.sizes.buffer, job.edges.buffer, job.weights.buffer])
  })
}
