import { CloseOutlined } from '@ant-design/icons'
import { Button, Table, Typography } from 'antd'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AddToListButton, SendToProjectButton } from '@/components/keyword-actions'
import type { KeywordNetwork, NetworkCluster, NetworkNode } from '../api/network'
import { clusterColor } from '../utils/graph-model'
import { type GraphPick, pickedKeywords } from '../utils/pick'
import styles from './keyword-graph.module.css'

/** The keywords chosen in the panel: what a keyword action (add to a list) receives. */

/** The clusters, largest first, each a button that lists its keywords; grey for keywords without one. */
export function ClusterLegend({
  clusters,
  unclustered,
  pick,
  onPick,
}: {
  clusters: NetworkCluster[]
  unclustered: number
  pick: GraphPick | null
  onPick: (pick: GraphPick) => void
}) {
  const { t } = useTranslation('keywordGraph')
  return (
    <ul className={styles.legend} aria-label={t('legend')} data-testid="graph-legend">
      {clusters.map((cluster) => (
        <li key={cluster.id}>
          <button
            type="button"
            className={styles.legendItem}
            aria-pressed={pick?.cluster === cluster.id}
            onClick={() => onPick({ cluster: cluster.id })}
            data-cluster={cluster.id}
          >
            <span className={styles.swatch} style={{ background: clusterColor(cluster.id) }} />
            <span className={styles.legendName}>{t('cluster', { id: cluster.id })}</span>
            <span className={styles.legendFigures}>
              {t('clusterFigures', { count: cluster.size, volume: cluster.volume })}
            </span>
          </button>
        </li>
      ))}
      {unclustered > 0 && (
        <li className={styles.legendLoose}>
          <span className={styles.swatch} style={{ background: clusterColor(null) }} />
          <span className={styles.legendName}>{t('unclustered', { count: unclustered })}</span>
        </li>
      )}
    </ul>
  )
}

/**
 * The picked cluster's keywords (volume and the project's rank), with check boxes: the chosen ones go to a
 * saved list or to another project — the keywords one page can win together, planned as one.
 */
export function ClusterPanel({
  network,
  pick,
  onClose,
}: {
  network: KeywordNetwork
  pick: GraphPick
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('keywordGraph')
  const keywords = pickedKeywords(network, pick)
  const [selected, setSelected] = useState<number[]>([])
  useEffect(() => setSelected([]), [pick.cluster, pick.node, network])
  const chosen = keywords.filter((keyword) => selected.includes(keyword.id))

  return (
    <section className={styles.panel} aria-label={t('panelLabel')} data-testid="cluster-panel">
      <header className={styles.panelHeader}>
        <span className={styles.swatch} style={{ background: clusterColor(pick.cluster) }} />
        <Typography.Text strong>
          {pick.cluster === null ? t('looseKeyword') : t('cluster', { id: pick.cluster })}
        </Typography.Text>
        <Typography.Text type="secondary">{t('keywordCount', { count: keywords.length })}</Typography.Text>
        <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('closePanel')} onClick={onClose} />
      </header>
      <Table<NetworkNode>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ y: 320 }}
        dataSource={keywords}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        columns={[
          { key: 'keyword', title: t('columns.keyword'), dataIndex: 'keyword', ellipsis: true },
          {
            key: 'volume',
            title: t('columns.volume'),
            width: 96,
            align: 'right',
            render: (_: unknown, row: NetworkNode) => (row.volume === null ? '—' : row.volume.toLocaleString(i18n.language)),
          },
          {
            key: 'rank',
            title: t('columns.rank'),
            width: 72,
            align: 'right',
            render: (_: unknown, row: NetworkNode) => row.rank ?? '—',
          },
        ]}
      />
      <footer className={styles.panelFooter} data-testid="selected-keywords">
        <Typography.Text type="secondary">{t('selected', { count: chosen.length })}</Typography.Text>
        <AddToListButton keywords={chosen.map((keyword) => keyword.keyword)} buttonProps={{ size: 'small' }} />
        <SendToProjectButton keywords={chosen.map((keyword) => keyword.keyword)} buttonProps={{ size: 'small' }} />
      </footer>
    </section>
  )
}
