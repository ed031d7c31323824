/**
 * The force layout (ForceAtlas2) of a keyword graph, run once for a fixed number of iterations: in a Web
 * Worker (layout.worker.ts) so the first paint and panning are not held up, or here when no worker can
 * run (tests). Positions travel as one Float32Array (x, y per node, in the nodes' order).
 */
import Graph from 'graphology'
import forceAtlas2 from 'graphology-layout-forceatlas2'

export interface LayoutJob {
  /** x, y of each node, in order */
  positions: Float32Array
  sizes: Float32Array
  /** node index pairs and their weights */
  edges: Uint32Array
  weights: Float32Array
}

/** Fewer rounds for larger graphs: a 2,000-node graph's layout stays within a second or two of work. */
export function iterationsFor(nodes: number): number {
  if (nodes <= 200) return 300
  if (nodes <= 1000) return 150
  return 80
}

/** Runs ForceAtlas2 from the job's positions and returns the new ones (same layout as the input). */
export function runForceAtlas2(job: LayoutJob): Float32Array {
  const count = job.positions.length / 2
  const graph = new Graph({ type: 'undirected', multi: false })
  for (let i = 0; i < count; i++) {
    graph.addNode(i, { x: job.positions[2 * i], y: job.positions[2 * i + 1], size: job.sizes[i] })
  }
  for (let e = 0; e < job.weights.length; e++) {
    const source = job.edges[2 * e]
    const target = job.edges[2 * e + 1]
    if (!graph.hasEdge(source, target)) graph.addEdge(source, target, { weight: job.weights[e] })
  }
  forceAtlas2.assign(graph, {
    iterations: iterationsFor(count),
    getEdgeWeight: 'weight',
    // Barnes-Hut above a few hundred nodes (n log n repulsion instead of n²); gravity keeps loose keywords near
    settings: { ...forceAtlas2.inferSettings(count), barnesHutOptimize: count > 300, adjustSizes: false },
  })
  const out = new Float32Array(count * 2)
  graph.forEachNode((node, attributes) => {
    const i = Number(node)
    out[2 * i] = attributes.x as number
    out[2 * i + 1] = attributes.y as number
  })
  return out
}
