import { Alert, Card, Empty, Select, Skeleton, Space, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { ProjectSelect, ProjectsGate } from '@/components/project-picker'
import { useLockReason } from '@/components/plan-lock'
import { PlanRefusal } from '@/components/plan-refusal'
import { useAllSites } from '@/lib/all-sites'
import { allowance } from '@/lib/allowance'
import { ApiError } from '@/lib/api-client'
import { useUser } from '@/lib/auth'
import { failureText } from '@/lib/failure-text'
import { isPlanRefusal } from '@/lib/plan-refusal'
import { DEFAULT_MIN_SHARED, type KeywordNetwork, MIN_SHARED_CHOICES, useKeywordNetwork } from '../api/network'
import type { GraphPick } from '../utils/pick'
import { ClusterLegend, ClusterPanel } from './cluster-panel'
import { GraphCanvas } from './graph-canvas'
import styles from './keyword-graph.module.css'

const FEATURE = 'keyword_network_graph'

function parseMinShared(value: string | null): number {
  const found = Number(value)
  return (MIN_SHARED_CHOICES as readonly number[]).includes(found) ? found : DEFAULT_MIN_SHARED
}

function NetworkView({ network }: { network: KeywordNetwork }) {
  const { t } = useTranslation('keywordGraph')
  const [pick, setPick] = useState<GraphPick | null>(null)
  const unclustered = network.nodes.filter((node) => node.cluster === null).length

  if (network.nodes.length === 0) {
    return (
      <Empty
        data-testid="graph-empty"
        description={network.keywords === 0 ? t('empty.noKeywords') : t('empty.noSerps', { count: network.keywords })}
      />
    )
  }
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        {network.truncated && (
          <Alert type="info" showIcon className={styles.notice} title={t('truncated', { shown: network.max_nodes, total: network.with_serp })} />
        )}
        {network.edges.length === 0 && (
          <Alert type="info" showIcon className={styles.notice} title={t('noEdges', { count: network.min_shared })} />
        )}
        <GraphCanvas
          network={network}
          pick={pick}
          onPick={setPick}
          toolbar={
            <Space wrap>
              <Typography.Text data-testid="graph-summary">
                {t('summary', { nodes: network.nodes.length, edges: network.edges.length, clusters: network.clusters.length })}
              </Typography.Text>
              <Typography.Text type="secondary">{t('since', { date: network.since })}</Typography.Text>
            </Space>
          }
        />
      </div>
      <aside className={styles.side}>
        <Typography.Title level={5} className={styles.sideTitle}>
          {t('clusters')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" className={styles.sideHelp}>
          {t('legendHelp')}
        </Typography.Paragraph>
        <ClusterLegend clusters={network.clusters} unclustered={unclustered} pick={pick} onPick={setPick} />
        {pick && (
          <ClusterPanel network={network} pick={pick} onClose={() => setPick(null)} />
        )}
      </aside>
    </div>
  )
}

/**
 * `/keyword-planning/keyword-network-graph`: a project's tracked keywords as a network — which keywords
 * share the pages of their top 10, so one page can win them together. The enterprise plan's alone
 * (SPEC §6; the server decides and refuses others with 403).
 */
export function KeywordGraphScreen() {
  const { t } = useTranslation('keywordGraph')
  const { user } = useUser()
  const access = allowance(user?.subscription, FEATURE)
  const lockReason = useLockReason(access)
  const [params, setParams] = useSearchParams()
  const sites = useAllSites()
  const wanted = Number(params.get('site')) || null
  const site = sites.data?.find((found) => found.id === wanted) ?? sites.data?.[0]
  const minShared = parseMinShared(params.get('min_shared'))
  const network = useKeywordNetwork(site?.id ?? null, minShared, access.included)
  const set = (patch: { site?: number; minShared?: number }) => {
    const search = new URLSearchParams()
    const nextSite = patch.site ?? site?.id
    const nextShared = patch.minShared ?? minShared
    if (nextSite) search.set('site', String(nextSite))
    if (nextShared !== DEFAULT_MIN_SHARED) search.set('min_shared', String(nextShared))
    setParams(search, { replace: true })
  }

  const refusal = network.error instanceof ApiError && isPlanRefusal(network.error.status, network.error.code) ? network.error : null
  if (!access.included || refusal) {
    return (
      <div>
        <PageHeader title={t('title')} subtitle={t('subtitle')} />
        <Card>
          <PlanRefusal message={refusal?.message ?? t('errors:plan.feature_unavailable')} hint={lockReason ?? t('planHint')} />
        </Card>
      </div>
    )
  }

  return (
    <div>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        extra={
          <Space wrap>
            <Select
              value={minShared}
              aria-label={t('minShared')}
              style={{ minWidth: 200 }}
              options={MIN_SHARED_CHOICES.map((value) => ({ value, label: t('minSharedOption', { count: value }) }))}
              onChange={(value) => set({ minShared: value })}
            />
            <ProjectSelect sites={sites} value={site?.id} label={t('project')} onChange={(id) => set({ site: id })} />
          </Space>
        }
      />
      <Card>
        <ProjectsGate
          sites={sites}
          site={site}
          texts={{ loadFailed: t('loadFailed'), noProjects: t('noProjects'), createProject: t('createProject') }}
        >
          {() =>
            network.isError ? (
              <Alert type="error" showIcon title={failureText(network.error, t('loadFailed'))} />
            ) : !network.data ? (
              <Skeleton active paragraph={{ rows: 10 }} />
            ) : (
              <NetworkView key={`${network.data.site_id}:${network.data.min_shared}`} network={network.data} />
            )
          }
        </ProjectsGate>
      </Card>
    </div>
  )
}
