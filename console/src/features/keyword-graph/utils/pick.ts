/** What the user picked in the graph: a cluster (from the legend or one of its nodes), or a keyword
 * that belongs to no cluster (`cluster` null, `node` its id). */
import type { KeywordNetwork, NetworkNode } from '../api/network'

export interface GraphPick {
  cluster: number | null
  node?: number
}

/** The keywords of the pick, the highest volume first (no volume last), then by text. */
export function pickedKeywords(network: KeywordNetwork, pick: GraphPick): NetworkNode[] {
  const members = network.nodes.filter((node) => (pick.cluster === null ? node.id === pick.node : node.cluster === pick.cluster))
  return members.sort((a, b) => (b.volume ?? -1) - (a.volume ?? -1) || a.keyword.localeCompare(b.keyword))
}

/** The graph's node keys of the pick (what stays coloured). */
export function pickedNodes(network: KeywordNetwork, pick: GraphPick): Set<string> {
  return new Set(pickedKeywords(network, pick).map((node) => String(node.id)))
}
