import { PlusOutlined, SearchOutlined } from '@ant-design/icons'
import { Button, Card, Col, Empty, Input, Pagination, Progress, Row, Skeleton, Typography } from 'antd'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { PageHeader } from '@/components/page-header'
import { LoadFailed } from '@/components/load-failed'
import { allowance, type Allowance } from '@/lib/allowance'
import { useUser } from '@/lib/auth'
import { useConstants } from '@/lib/constants'
import { pageToShow, pageView } from '@/lib/pagination'
import { SITES_PER_PAGE, useSites } from '@/lib/api/get-sites'
import { NewProjectWizard } from './new-project-wizard'
import { ProjectCard } from './project-card'
import styles from './projects.module.css'
import { ProjectsEmpty } from './projects-empty'

const SEARCH_DELAY_MS = 300

function UsageMeter({ label, value }: { label: string; value: Allowance }) {
  const { t } = useTranslation('projects')
  return (
    <div className={styles.usage}>
      <div className={styles.usageText}>
        <span>{label}</span>
        <strong>
          {value.limited
            ? t('overview.usage.of', { used: value.usage, limit: value.limit })
            : t('overview.usage.unlimited', { used: value.usage })}
        </strong>
      </div>
      {value.limited && (
        <Progress
          percent={value.limit ? Math.min((value.usage / value.limit) * 100, 100) : 100}
          showInfo={false}
          size="small"
          // a full allowance is not an error, it is the moment to upgrade
          strokeColor={value.available ? undefined : '#faad14'}
        />
      )}
    </div>
  )
}

/**
 * `/`: the user's projects with a search by site name and pages of the API's size, the usage of the
 * plan, and the new-project wizard (opened by the button or by `/?new=1`).
 */
export function ProjectsScreen() {
  const { t } = useTranslation('projects')
  const [params, setParams] = useSearchParams()
  const { user } = useUser()
  const { data: constants } = useConstants()

  const page = Math.max(Number(params.get('page')) || 1, 1)
  const name = params.get('q') ?? ''
  const [search, setSearch] = useState(name)
  const wizardOpen = params.get('new') === '1'

  const setParam = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value)
          else next.delete(key)
        }
        return next
      },
      { replace },
    )

  // the search box filters by name after a short pause in typing, from the first page
  useEffect(() => {
    if (search.trim() === name) return
    const timer = window.setTimeout(() => setParam({ q: search.trim() || null, page: null }, true), SEARCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [search, name])

  const sites = useSites({ page, name })
  const view = pageView(sites.data?.meta, SITES_PER_PAGE)
  const rows = sites.data?.data ?? []

  // the last project of the last page was deleted: show the page before it
  useEffect(() => {
    const target = pageToShow(sites.data?.meta, rows.length)
    if (target !== null && !sites.isPlaceholderData) setParam({ page: target > 1 ? String(target) : null }, true)
  }, [sites.data, sites.isPlaceholderData])

  const countries = useMemo(
    () => new Map((constants?.countries ?? []).map((country) => [country.value, country])),
    [constants],
  )
  const openWizard = () => setParam({ new: '1' })
  const closeWizard = () => setParam({ new: null }, true)

  const hasNoProjects = !sites.isLoading && !sites.isError && view.total === 0 && !name
  const subscription = user?.subscription

  let content
  if (sites.isLoading) {
    content = (
      <Row gutter={[20, 20]}>
        {Array.from({ length: 6 }, (_, index) => (
          <Col key={index} xs={24} md={12} xl={8}>
            <Card className={styles.card}>
              <Skeleton avatar active paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        ))}
      </Row>
    )
  } else if (sites.isError) {
    content = (
      <Card>
        <LoadFailed title={t('overview.loadFailed')} error={sites.error} onRetry={() => void sites.refetch()} />
      </Card>
    )
  } else if (hasNoProjects) {
    content = <ProjectsEmpty onCreate={openWizard} />
  } else if (rows.length === 0) {
    content = (
      <Card>
        <Empty description={t('overview.noMatch.title', { name })}>
          <Button onClick={() => setSearch('')}>{t('overview.noMatch.action')}</Button>
        </Empty>
      </Card>
    )
  } else {
    content = (
      <>
        <Row gutter={[20, 20]} className={sites.isPlaceholderData ? styles.stale : undefined}>
          {rows.map((site) => (
            <Col key={site.id} xs={24} md={12} xl={8}>
              <ProjectCard site={site} country={countries.get(site.country)} />
            </Col>
          ))}
        </Row>
        <div className={styles.pager}>
          <Typography.Text type="secondary">
            {view.paged
              ? t('overview.range', { from: view.from, to: view.to, total: view.total })
              : t('overview.total', { count: view.total })}
          </Typography.Text>
          {view.paged && (
            <Pagination
              current={view.current}
              pageSize={view.pageSize}
              total={view.total}
              showSizeChanger={false}
              onChange={(next) => setParam({ page: next > 1 ? String(next) : null })}
            />
          )}
        </div>
      </>
    )
  }

  return (
    <div>
      <PageHeader
        title={t('overview.title')}
        subtitle={t('overview.subtitle')}
        extra={
          !hasNoProjects && (
            <>
              <Input
                allowClear
                prefix={<SearchOutlined />}
                placeholder={t('overview.search')}
                aria-label={t('overview.search')}
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                className={styles.search}
              />
              <Button type="primary" icon={<PlusOutlined />} onClick={openWizard}>
                {t('overview.new')}
              </Button>
            </>
          )
        }
      />
      {subscription && !hasNoProjects && (
        <div className={styles.usageRow}>
          <UsageMeter label={t('overview.usage.sites')} value={allowance(subscription, 'sites')} />
          <UsageMeter label={t('overview.usage.keywords')} value={allowance(subscription, 'keywords')} />
        </div>
      )}
      {content}
      <NewProjectWizard
        open={wizardOpen}
        onClose={closeWizard}
        onCreated={() => {
          setSearch('')
          setParam({ new: null, q: null, page: null }, true)
        }}
      />
    </div>
  )
}
