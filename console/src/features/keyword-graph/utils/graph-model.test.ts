import { describe, expect, it } from 'vitest'
import { LINE_COLORS } from '@/lib/rank-trend'
import type { KeywordNetwork, NetworkNode } from '../api/network'
import { MAX_NODE_SIZE, MIN_NODE_SIZE, UNCLUSTERED_COLOR, buildGraph, clusterColor, hslToHex, nodeSize, seedPositions } from './graph-model'
import { runForceAtlas2 } from './layout-core'
import { pickedKeywords, pickedNodes } from './pick'

const node = (id: number, keyword: string, volume: number | null, cluster: number | null): NetworkNode => ({
  id,
  keyword,
  volume,
  cluster,
  rank: null,
  serp_day: '2026-11-26',
})

const NETWORK: KeywordNetwork = {
  site_id: 1,
  engine: 'google',
  device: 'desktop',
  min_shared: 2,
  since: '2026-08-28',
  keywords: 6,
  with_serp: 5,
  max_nodes: 2000,
  truncated: false,
  nodes: [node(11, '咖啡豆', 5000, 1), node(12, '咖啡機', 2400, 1), node(13, '手沖', null, 1), node(14, '茶葉', 880, 2), node(15, '烏龍茶', null, 2), node(16, '紅茶', 10, null)],
  edges: [
    { source: 11, target: 12, shared: 4 },
    { source: 11, target: 13, shared: 3 },
    { source: 14, target: 15, shared: 2 },
    { source: 11, target: 99, shared: 2 }, // a node not drawn: left out
  ],
  clusters: [
    { id: 1, size: 3, volume: 7400 },
    { id: 2, size: 2, volume: 880 },
  ],
}

describe('nodeSize', () => {
  it('grows with the square root of the volume, from the smallest for none to the largest for the top', () => {
    expect(nodeSize(null, 5000)).toBe(MIN_NODE_SIZE)
    expect(nodeSize(0, 5000)).toBe(MIN_NODE_SIZE)
    expect(nodeSize(5000, 5000)).toBe(MAX_NODE_SIZE)
    expect(nodeSize(1250, 5000)).toBeCloseTo(MIN_NODE_SIZE + (MAX_NODE_SIZE - MIN_NODE_SIZE) / 2)
  })
})

describe('clusterColor', () => {
  it('uses the chart palette first, then distinct hex hues, and grey without a cluster', () => {
    expect(clusterColor(1)).toBe(LINE_COLORS[0])
    expect(clusterColor(10)).toBe(LINE_COLORS[9])
    expect(clusterColor(11)).toMatch(/^#[0-9a-f]{6}$/)
    expect(new Set([11, 12, 13, 14, 15].map(clusterColor)).size).toBe(5)
    expect(clusterColor(null)).toBe(UNCLUSTERED_COLOR)
    expect(hslToHex(0, 1, 0.5)).toBe('#ff0000')
    expect(hslToHex(120, 1, 0.25)).toBe('#008000')
  })
})

describe('buildGraph', () => {
  it('draws every node, sized and coloured, and the edges between drawn nodes', () => {
    const graph = buildGraph(NETWORK)
    expect(graph.order).toBe(6)
    expect(graph.size).toBe(3)
    expect(graph.getNodeAttributes('11')).toMatchObject({ label: '咖啡豆', size: MAX_NODE_SIZE, color: LINE_COLORS[0] })
    expect(graph.getNodeAttribute('16', 'color')).toBe(UNCLUSTERED_COLOR)
    expect(graph.getEdgeAttribute('11', '12', 'weight')).toBe(4)
  })

  it('starts each cluster as a group: members nearer each other than to the other cluster', () => {
    const positions = seedPositions(NETWORK.nodes)
    const distance = (a: number, b: number) => Math.hypot(positions.get(a)!.x - positions.get(b)!.x, positions.get(a)!.y - positions.get(b)!.y)
    expect(distance(11, 12)).toBeLessThan(distance(11, 14))
    expect(distance(14, 15)).toBeLessThan(distance(12, 15))
    expect(seedPositions(NETWORK.nodes)).toEqual(positions) // the same answer, the same picture
  })

  it('is laid out by ForceAtlas2 to finite positions that keep linked keywords closer than unlinked ones', () => {
    const graph = buildGraph(NETWORK)
    const keys = graph.nodes()
    const positions = new Float32Array(keys.flatMap((key) => [graph.getNodeAttribute(key, 'x'), graph.getNodeAttribute(key, 'y')]))
    const index = new Map(keys.map((key, i) => [key, i]))
    const edges = new Uint32Array(graph.edges().flatMap((edge) => graph.extremities(edge).map((key) => index.get(key)!)))
    const weights = new Float32Array(graph.edges().map((edge) => graph.getEdgeAttribute(edge, 'weight')))
    const out = runForceAtlas2({ positions, sizes: new Float32Array(keys.length).fill(3), edges, weights })
    expect(out.every(Number.isFinite)).toBe(true)
    const at = (key: string) => [out[2 * index.get(key)!], out[2 * index.get(key)! + 1]]
    const gap = (a: string, b: string) => Math.hypot(at(a)[0] - at(b)[0], at(a)[1] - at(b)[1])
    expect(gap('11', '12')).toBeLessThan(gap('11', '15'))
  })
})

describe('picks', () => {
  it('list a cluster by volume, none last, and a keyword without a cluster alone', () => {
    expect(pickedKeywords(NETWORK, { cluster: 1 }).map((n) => n.keyword)).toEqual(['咖啡豆', '咖啡機', '手沖'])
    expect(pickedKeywords(NETWORK, { cluster: 2, node: 15 }).map((n) => n.keyword)).toEqual(['茶葉', '烏龍茶'])
    expect(pickedKeywords(NETWORK, { cluster: null, node: 16 }).map((n) => n.keyword)).toEqual(['紅茶'])
    expect(pickedNodes(NETWORK, { cluster: 2 })).toEqual(new Set(['14', '15']))
  })
})
