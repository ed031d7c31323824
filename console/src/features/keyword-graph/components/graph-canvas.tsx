import { AimOutlined, ZoomInOutlined, ZoomOutOutlined } from '@ant-design/icons'
import { Button, Tooltip } from 'antd'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import Sigma from 'sigma'
import type { KeywordNetwork } from '../api/network'
import { type EdgeAttributes, type NodeAttributes, buildGraph } from '../utils/graph-model'
import { layOut } from '../utils/layout'
import { type GraphPick, pickedNodes } from '../utils/pick'
import styles from './keyword-graph.module.css'

const DIMMED_NODE = '#e8e8e8'
/** Marked when sigma first draws a graph: what bench/keyword_graph.py reads as the first paint. */
export const FIRST_PAINT_MARK = 'keyword-graph:first-paint'

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
export function GraphCanvas({ network, pick, onPick }: { network: KeywordNetwork; pick: GraphPick | null; onPick: (pick: GraphPick | null) => void }) {
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
      labelRenderedSizeThreshold: 9,
      zIndex: true,
      nodeReducer: (node, data) => {
        const shown = picked.current
        if (!shown || shown.has(node)) return { ...data, zIndex: 1 }
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
      <div className={styles.controls}>
        <Tooltip title={t('zoomIn')} placement="left">
          <Button size="small" icon={<ZoomInOutlined />} aria-label={t('zoomIn')} onClick={() => void camera()?.animatedZoom()} />
        </Tooltip>
        <Tooltip title={t('zoomOut')} placement="left">
          <Button size="small" icon={<ZoomOutOutlined />} aria-label={t('zoomOut')} onClick={() => void camera()?.animatedUnzoom()} />
        </Tooltip>
        <Tooltip title={t('fit')} placement="left">
          <Button size="small" icon={<AimOutlined />} aria-label={t('fit')} onClick={() => void camera()?.animatedReset()} />
        </Tooltip>
      </div>
      {layout === 'seeded' && <div className={styles.layoutNote}>{t('layingOut')}</div>}
    </div>
  )
}
