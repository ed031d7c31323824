import { AimOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import Sigma from 'sigma'
import type { KeywordNetwork } from '../api/network'
import { type EdgeAttributes, type NodeAttributes, buildGraph } from '../utils/graph-model'
import { layOut } from '../utils/layout'
import { type GraphPick, pickedNodes } from '../utils/pick'
import styles from './keyword-graph.module.css'

const DIMMED_NODE = '#e8e8e8'
const ALL_LABELS_UP_TO = 60
const STILL_EDGES_ABOVE = 3000
const WHEEL_REST_MS = 300
/** Marked when sigma first draws a graph, and when the force layout's positions are drawn: what
 * bench/keyword_graph.py reads. */
const FIRST_PAINT_MARK = 'keyword-graph:first-paint'
const LAID_OUT_MARK = 'keyword-graph:laid-out'

/**
 * Sigma finds the node under the pointer by reading a pixel back from WebGL on every mouse move, wheel
 * turn and button press: a read that waits for the frame being drawn. While the graph is dragged or
 * zoomed that wait took two thirds of each frame in software WebGL (bench/keyword_graph.py), and no node
 * can be hovered then anyway; so the lookup is skipped while a button is held or a wheel turned in the
 * last WHEEL_REST_MS. Sigma keeps the lookup private: its method is wrapped on this instance. Returns
 * the undo.
 */
function pickOnlyAtRest(sigma: Sigma<NodeAttributes, EdgeAttributes>, element: HTMLElement): () => void {
  const picker = sigma as unknown as { getNodeAtPosition: (position: { x: number; y: number }) => string | null }
  const pick = picker.getNodeAtPosition.bind(sigma)
  let pressed = false
  let wheeled = -Infinity
  const down = () => (pressed = true)
  const up = () => (pressed = false)
  const wheel = () => (wheeled = performance.now())
  element.addEventListener('mousedown', down, { capture: true })
  document.addEventListener('mouseup', up, { capture: true })
  element.addEventListener('wheel', wheel, { capture: true, passive: true })
  picker.getNodeAtPosition = (position) =>
    pressed || performance.now() - wheeled < WHEEL_REST_MS || sigma.getCamera().isAnimated() ? null : pick(position)
  return () => {
    element.removeEventListener('mousedown', down, { capture: true })
    document.removeEventListener('mouseup', up, { capture: true })
    element.removeEventListener('wheel', wheel, { capture: true })
  }
}

interface Hovered {
  keyword: string
  volume: number | null
  x: number
  y: number
}

/**
 * The keyword network drawn with WebGL (sigma.js over a graphology graph): placed by cluster at once,
 * then laid out once by ForceAtlas2 in a worker. Hover shows a keyword and its volume; a click on a node
 * picks its cluster, on the background clears the pick; the picked cluster stays coloured, the rest dims.
 */
export function GraphCanvas({
  network,
  pick,
  onPick,
  toolbar,
}: {
  network: KeywordNetwork
  pick: GraphPick | null
  onPick: (pick: GraphPick | null) => void
  /** shown left of the zoom buttons */
  toolbar?: ReactNode
}) {
  const { t } = useTranslation('keywordGraph')
  const container = useRef<HTMLDivElement>(null)
  const renderer = useRef<Sigma<NodeAttributes, EdgeAttributes> | null>(null)
  const picked = useRef<Set<string> | null>(null)
  const onPickRef = useRef(onPick)
  const [hovered, setHovered] = useState<Hovered | null>(null)
  const [layout, setLayout] = useState<'seeded' | 'done' | 'failed'>('seeded')
  const graph = useMemo(() => buildGraph(network), [network])

  useEffect(() => {
    onPickRef.current = onPick
  }, [onPick])

  useEffect(() => {
    const element = container.current!
    const sigma = new Sigma<NodeAttributes, EdgeAttributes>(graph, element, {
      labelFont: getComputedStyle(element).fontFamily,
      labelSize: 12,
      // every keyword named in a small graph; in a large one only the bigger nodes (sigma thins labels by grid)
      labelRenderedSizeThreshold: graph.order <= ALL_LABELS_UP_TO ? 0 : 9,
      stagePadding: 48,
      // A large graph's links are drawn at rest, not while it pans or zooms: thousands of long lines cost
      // most of a frame where WebGL runs in software (bench/keyword_graph.py), the nodes alone stay fluid.
      hideEdgesOnMove: graph.size > STILL_EDGES_ABOVE,
      hideLabelsOnMove: graph.size > STILL_EDGES_ABOVE,
      zIndex: true,
      nodeReducer: (node, data) => {
        const shown = picked.current
        if (!shown) return data
        if (shown.has(node)) return { ...data, zIndex: 1, forceLabel: shown.size <= ALL_LABELS_UP_TO }
        return { ...data, color: DIMMED_NODE, label: '', zIndex: 0 }
      },
      edgeReducer: (edge, data) => {
        const shown = picked.current
        if (!shown) return data
        const [source, target] = graph.extremities(edge)
        return shown.has(source) && shown.has(target) ? data : { ...data, hidden: true }
      },
    })
    renderer.current = sigma
    const stopPickingInMotion = pickOnlyAtRest(sigma, element)
    let painted = false
    sigma.on('afterRender', () => {
      if (painted) return
      painted = true
      performance.mark(FIRST_PAINT_MARK)
      element.dataset.painted = 'true'
    })
    sigma.on('enterNode', ({ node, event }) => {
      const attributes = graph.getNodeAttributes(node)
      setHovered({ keyword: attributes.keyword, volume: attributes.volume, x: event.x, y: event.y })
    })
    sigma.on('leaveNode', () => setHovered(null))
    sigma.on('clickNode', ({ node }) => onPickRef.current({ cluster: graph.getNodeAttribute(node, 'cluster'), node: Number(node) }))
    sigma.on('clickStage', () => onPickRef.current(null))

    const abandon = new AbortController()
    setLayout('seeded')
    layOut(graph, abandon.signal).then(
      () => {
        sigma.refresh()
        performance.mark(LAID_OUT_MARK)
        setLayout('done')
      },
      (error: unknown) => {
        if (!abandon.signal.aborted) {
          console.error('keyword graph layout failed', error)
          setLayout('failed')
        }
      },
    )
    return () => {
      abandon.abort()
      stopPickingInMotion()
      sigma.kill()
      renderer.current = null
    }
  }, [graph])

  useEffect(() => {
    picked.current = pick ? pickedNodes(network, pick) : null
    renderer.current?.refresh({ skipIndexation: true })
  }, [pick, network])

  const camera = () => renderer.current?.getCamera()
  return (
    <div>
      <div className={styles.controls}>
        <div className={styles.toolbar}>{toolbar}</div>
        <Tooltip title={t('zoomIn')} placement="top">
          <Button size="small" icon={<ZoomInOutlined />} aria-label={t('zoomIn')} onClick={() => void camera()?.animatedZoom()} />
        </Tooltip>
        <Tooltip title={t('zoomOut')} placement="top">
          <Button size="small" icon={<ZoomOutOutlined />} aria-label={t('zoomOut')} onClick={() => void camera()?.animatedUnzoom()} />
        </Tooltip>
        <Tooltip title={t('fit')} placement="top">
          <Button size="small" icon={<AimOutlined />} aria-label={t('fit')} onClick={() => void camera()?.animatedReset()} />
        </Tooltip>
      </div>
      <div className={styles.stage}>
        <div
          ref={container}
          className={styles.canvas}
          data-testid="keyword-graph"
          data-nodes={graph.order}
          data-edges={graph.size}
          data-layout={layout}
          aria-label={t('canvasLabel', { nodes: graph.order, edges: graph.size })}
          role="img"
        />
        {hovered && (
          <div className={styles.tooltip} style={{ left: hovered.x + 12, top: hovered.y + 12 }} data-testid="graph-tooltip">
            <strong>{hovered.keyword}</strong>
            <span>
              {hovered.volume === null
                ? t('noVolume')
                : t('volume', { volume: hovered.volume })}
            </span>
          </div>
        )}
        {layout === 'seeded' && <div className={styles.layoutNote}>{t('layingOut')}</div>}
      </div>
    </div>
  )
}
