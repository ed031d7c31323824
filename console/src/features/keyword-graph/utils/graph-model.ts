/**
 * The keyword network as sigma draws it: a graphology graph whose nodes are keywords (sized by search
 * volume, coloured by cluster) placed by cluster before the force layout runs, so the first paint already
 * shows the groups (utils/layout.ts then refines the positions once).
 */
import Graph from 'graphology'
import { LINE_COLORS } from '@/lib/rank-trend'
import type { KeywordNetwork, NetworkNode } from '../api/network'

export interface NodeAttributes {
  x: number
  y: number
  size: number
  color: string
  label: string
  keyword: string
  volume: number | null
  cluster: number | null
  rank: number | null
}

export interface EdgeAttributes {
  size: number
  color: string
  weight: number
}

export type KeywordGraph = Graph<NodeAttributes, EdgeAttributes>

export const MIN_NODE_SIZE = 3
export const MAX_NODE_SIZE = 16
export const UNCLUSTERED_COLOR = '#bfbfbf'
export const EDGE_COLOR = '#dcdfe3'
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5))

/** A node's size: its volume's square root against the largest (areas follow volumes); no volume is the smallest. */
export function nodeSize(volume: number | null, maxVolume: number): number {
  if (!volume || maxVolume <= 0) return MIN_NODE_SIZE
  return MIN_NODE_SIZE + (MAX_NODE_SIZE - MIN_NODE_SIZE) * Math.sqrt(Math.min(volume, maxVolume) / maxVolume)
}

/** A cluster's colour: the chart palette for the first ten, then hues a golden angle apart; grey for none. */
export function clusterColor(cluster: number | null): string {
  if (cluster === null) return UNCLUSTERED_COLOR
  if (cluster <= LINE_COLORS.length) return LINE_COLORS[cluster - 1]
  return hslToHex(((cluster * 137.508) % 360 + 360) % 360, 0.62, 0.48)
}

/** `#rrggbb` of an HSL colour (sigma parses hex, not hsl()). */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation
  const part = chroma * (1 - Math.abs(((hue / 60) % 2) - 1))
  const base = lightness - chroma / 2
  const [r, g, b] =
    hue < 60 ? [chroma, part, 0] : hue < 120 ? [part, chroma, 0] : hue < 180 ? [0, chroma, part]
      : hue < 240 ? [0, part, chroma] : hue < 300 ? [part, 0, chroma] : [chroma, 0, part]
  return `#${[r, g, b].map((v) => Math.round((v + base) * 255).toString(16).padStart(2, '0')).join('')}`
}

/** Points of a sunflower (Vogel's spiral): `count` points evenly filling a disc of radius √count. */
function sunflower(index: number): { x: number; y: number } {
  const radius = Math.sqrt(index + 0.5)
  const angle = index * GOLDEN_ANGLE
  return { x: radius * Math.cos(angle), y: radius * Math.sin(angle) }
}

/**
 * Starting positions: each cluster a disc of its nodes (the heaviest in the middle), the discs on a
 * spiral from the largest cluster outwards, and the keywords without a cluster on a ring around them.
 * Deterministic: the same answer draws the same picture.
 */
export function seedPositions(nodes: NetworkNode[]): Map<number, { x: number; y: number }> {
  const groups = new Map<number, NetworkNode[]>()
  const loose: NetworkNode[] = []
  for (const node of nodes) {
    if (node.cluster === null) loose.push(node)
    else groups.set(node.cluster, [...(groups.get(node.cluster) ?? []), node])
  }
  const heaviest = (a: NetworkNode, b: NetworkNode) => (b.volume ?? 0) - (a.volume ?? 0) || a.id - b.id
  const positions = new Map<number, { x: number; y: number }>()
  let outer = 0
  const clusters = [...groups.keys()].sort((a, b) => a - b)
  let placed = 0
  for (const cluster of clusters) {
    const members = groups.get(cluster)!.sort(heaviest)
    // the disc's centre: on the spiral past the nodes placed so far (the discs before it fill the middle)
    const centre = placed === 0 ? { x: 0, y: 0 } : sunflower(placed + members.length / 2)
    members.forEach((node, i) => {
      const point = sunflower(i)
      const position = { x: centre.x + point.x * 0.5, y: centre.y + point.y * 0.5 }
      positions.set(node.id, position)
      outer = Math.max(outer, Math.hypot(position.x, position.y))
    })
    placed += members.length
  }
  const ring = outer + 2
  loose.sort(heaviest).forEach((node, i) => {
    const angle = i * GOLDEN_ANGLE
    const radius = ring + Math.sqrt(i) * 0.5
    positions.set(node.id, { x: radius * Math.cos(angle), y: radius * Math.sin(angle) })
  })
  return positions
}

/** The graph sigma draws from the API's answer. Node keys are the tracked keywords' ids. */
export function buildGraph(network: KeywordNetwork): KeywordGraph {
  const graph: KeywordGraph = new Graph({ type: 'undirected', multi: false })
  const maxVolume = Math.max(0, ...network.nodes.map((node) => node.volume ?? 0))
  const positions = seedPositions(network.nodes)
  for (const node of network.nodes) {
    const { x, y } = positions.get(node.id)!
    graph.addNode(String(node.id), {
      x,
      y,
      size: nodeSize(node.volume, maxVolume),
      color: clusterColor(node.cluster),
      label: node.keyword,
      keyword: node.keyword,
      volume: node.volume,
      cluster: node.cluster,
      rank: node.rank,
    })
  }
  for (const edge of network.edges) {
    const source = String(edge.source)
    const target = String(edge.target)
    if (!graph.hasNode(source) || !graph.hasNode(target) || graph.hasEdge(source, target)) continue
    graph.addEdge(source, target, { weight: edge.shared, size: 0.4 + 0.3 * Math.min(edge.shared, 10), color: EDGE_COLOR })
  }
  return graph
}
