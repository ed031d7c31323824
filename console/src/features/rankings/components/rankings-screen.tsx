import { DownloadOutlined, FileExcelOutlined, HistoryOutlined, RocketOutlined, SettingOutlined } from '@ant-design/icons'
import {
  Alert,
  App,
  Button,
  Checkbox,
  DatePicker,
  Dropdown,
  Input,
  Popover,
  Segmented,
  Select,
  Space,
  Tabs,
  Typography,
} from 'antd'
import dayjs from 'dayjs'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { UpgradeLink, useLockReason, useSiteAccess } from '@/components/plan-lock'
import { useCompetitors } from '@/lib/api/get-competitors'
import { SiteGate } from '@/components/site-gate'
import { useSiteId } from '@/lib/use-site-id'
import type { Site } from '@/types/projects'
import { failureText } from '@/lib/failure-text'
import { downloadCsv, useKeywordActions, useMailReport } from '../api/mutations'
import { type EmptyReason, prefetchRankedKeywords, useCategories } from '../api/queries'
import type { Engine, RankedKeyword, Tab } from '@/types/rankings'
import { type GridState, gridSearch, parseGridState, PERIODS, TABS } from '@/lib/rank-grid-state'
import { BLOCK_SIZE, blockQuery } from '@/lib/rank-datasource'
import { KeywordDrawer } from './keyword-drawer'
import { ProjectFrame } from '@/components/project-frame'
import { HIDDEN_BY_DEFAULT, OPTIONAL_COLUMNS, RankingGrid } from './ranking-grid'
import styles from './rankings.module.css'
import { UpdateButton } from './update-button'

const QUICK_FILTER_DELAY_MS = 300
const COLUMNS_KEY = 'rankings.hidden-columns'

function storedHidden(): Set<string> {
  try {
    const stored = JSON.parse(localStorage.getItem(COLUMNS_KEY) ?? 'null') as string[] | null
    return new Set(stored ?? HIDDEN_BY_DEFAULT)
  } catch {
    return new Set(HIDDEN_BY_DEFAULT)
  }
}

/** The engines of a project: Google, and Yahoo of its country when Yahoo tracking is on. */
function enginesOf(site: Site): Engine[] {
  return site.yahoo_enabled ? ['google', site.country === 'JP' ? 'yahoo_jp' : 'yahoo_tw'] : ['google']
}

function Rankings({ site }: { site: Site }) {
  const { t } = useTranslation('rankings')
  const { message } = App.useApp()
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => parseGridState(params), [params])
  const [search, setSearch] = useState(state.q)
  const [hidden, setHidden] = useState(storedHidden)
  const [total, setTotal] = useState<number | null>(null)
  const [sandbox, setSandbox] = useState(false)
  const [emptyReason, setEmptyReason] = useState<EmptyReason | null>(null)
  const onTotal = useCallback((count: number | null, reason?: EmptyReason | null) => {
    setTotal(count)
    setEmptyReason(reason ?? null)
  }, [])
  const [failure, setFailure] = useState<string | null>(null)
  const [version, setVersion] = useState(0)
  const [open, setOpen] = useState<RankedKeyword | null>(null)
  const competitors = useCompetitors(site.id)
  const categories = useCategories(site.id)
  const actions = useKeywordActions(site.id)
  const mail = useMailReport(site.id)
  const canEdit = site.role !== 'viewer'
  // the Excel report by e-mail is a plan feature (SPEC §6 ranking_report): not offered where it is refused
  const mailLocked = useLockReason(useSiteAccess(site, 'ranking_report'))

  const update = useCallback(
    (changes: Partial<GridState>) => setParams(gridSearch({ ...state, ...changes }, params), { replace: true }),
    [state, params, setParams],
  )

  useEffect(() => {
    if (search.trim() === state.q) return
    const timer = window.setTimeout(() => update({ q: search.trim() }), QUICK_FILTER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [search, state.q, update])

  useEffect(() => {
    setFailure(null)
  }, [state, version])

  const onPin = useCallback(
    (row: RankedKeyword) =>
      actions.update.mutate(
        { ids: [row.id], changes: { pinned: !row.pinned } },
        {
          onSuccess: () => setVersion((v) => v + 1),
          onError: (error) => message.error(failureText(error, t('actions.pinFailed'))),
        },
      ),
    [actions.update, message, t],
  )
  const onError = useCallback((error: unknown) => setFailure(failureText(error, t('grid.failed'))), [t])

  const toggleColumn = (column: string, visible: boolean) => {
    const next = new Set(hidden)
    if (visible) next.delete(column)
    else next.add(column)
    setHidden(next)
    localStorage.setItem(COLUMNS_KEY, JSON.stringify([...next]))
  }

  const engines = enginesOf(site)
  const devices = [site.track_desktop && 'desktop', site.track_mobile && 'mobile'].filter(Boolean) as string[]
  const scope = { engine: state.engine, device: state.device, start: state.start, end: state.end, period: state.period }
  const exportScope = { engine: state.engine, device: state.device, end: state.end }

  return (
    <ProjectFrame
      site={site}
      sandbox={sandbox}
      extra={
        <Space wrap>
          <UpdateButton site={site} onFinished={() => setVersion((v) => v + 1)} />
          <Dropdown
            menu={{
              items: [
                { key: 'csv', icon: <DownloadOutlined />, label: t('export.csv') },
                {
                  key: 'mail',
                  icon: <FileExcelOutlined />,
                  disabled: mailLocked !== null,
                  label: mailLocked ? (
                    <span data-testid="export-mail-locked">
                      {t('export.mail')}
                      <Typography.Text type="secondary" className={styles.menuHint}>
                        {mailLocked}
                      </Typography.Text>
                    </span>
                  ) : (
                    t('export.mail')
                  ),
                },
                ...(mailLocked ? [{ key: 'upgrade', icon: <RocketOutlined />, label: <UpgradeLink /> }] : []),
              ],
              onClick: ({ key }) => {
                if (key === 'upgrade') return
                if (key === 'csv') {
                  downloadCsv(site.id, exportScope).catch((error: unknown) => message.error(failureText(error, t('export.csvFailed'))))
                } else {
                  mail.mutate(exportScope, {
                    onSuccess: () => message.success(t('export.mailed')),
                    onError: (error) => message.error(failureText(error, t('export.mailFailed'))),
                  })
                }
              },
            }}
          >
            <Button icon={<DownloadOutlined />} data-testid="export-menu">
              {t('export.title')}
            </Button>
          </Dropdown>
          <Link to={`/projects/${site.id}/rankings/reports`}>
            <Button icon={<HistoryOutlined />}>{t('reports.title')}</Button>
          </Link>
        </Space>
      }
    >
      <Tabs
        activeKey={state.tab}
        onChange={(tab) => update({ tab: tab as Tab })}
        items={TABS.map((tab) => ({ key: tab, label: t(`tabs.${tab}`) }))}
      />
      <div className={styles.toolbar}>
        <DatePicker.RangePicker
          value={state.start ? [dayjs(state.start), state.end ? dayjs(state.end) : null] : null}
          allowEmpty={[false, true]}
          disabledDate={(day) => day.isAfter(dayjs())}
          onChange={(range) =>
            update({
              start: range?.[0]?.format('YYYY-MM-DD') ?? null,
              end: range?.[1]?.format('YYYY-MM-DD') ?? null,
            })
          }
          placeholder={[t('filters.start'), t('filters.end')]}
        />
        <Segmented
          value={state.start ? undefined : state.period}
          onChange={(period) => update({ period: period as GridState['period'], start: null })}
          options={PERIODS.map((period) => ({ value: period, label: t(`filters.period.${period}`) }))}
        />
        <Select
          style={{ width: 130 }}
          value={state.engine ?? 'google'}
          onChange={(engine) => update({ engine: engine === 'google' ? null : engine })}
          options={engines.map((engine) => ({ value: engine, label: t(`filters.engine.${engine}`) }))}
          aria-label={t('filters.engineLabel')}
        />
        {devices.length > 1 && (
          <Select
            style={{ width: 120 }}
            value={state.device ?? devices[0]}
            onChange={(device) => update({ device: device as GridState['device'] })}
            options={devices.map((device) => ({ value: device, label: t(`filters.device.${device}`) }))}
            aria-label={t('filters.deviceLabel')}
          />
        )}
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('filters.tag')}
          value={state.category ?? undefined}
          onChange={(category) => update({ category: category ?? null })}
          options={(categories.data ?? []).map((category) => ({
            value: category.id,
            label: `${category.name} (${category.keyword_count})`,
          }))}
        />
        <Input.Search
          allowClear
          style={{ width: 220 }}
          placeholder={t('filters.quick')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => update({ q: value.trim() })}
          data-testid="quick-filter"
        />
        <span className={styles.toolbarSpacer} />
        <Typography.Text type="secondary" data-testid="grid-total">
          {total === null ? '' : t('grid.total', { count: total })}
        </Typography.Text>
        <Popover
          trigger="click"
          placement="bottomRight"
          title={t('columns.title')}
          content={
            <div className={styles.categories}>
              {OPTIONAL_COLUMNS.map((column) => (
                <Checkbox key={column} checked={!hidden.has(column)} onChange={(event) => toggleColumn(column, event.target.checked)}>
                  {t(`columns.${column}`)}
                </Checkbox>
              ))}
            </div>
          }
        >
          <Button icon={<SettingOutlined />}>{t('columns.title')}</Button>
        </Popover>
      </div>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} action={<Button size="small" onClick={() => setVersion((v) => v + 1)}>{t('common:actions.retry')}</Button>} />}
      {total === 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={
            emptyReason
              ? t(`grid.emptyReason.${emptyReason}`)
              : state.q || state.category || state.tab === 'pinned'
                ? t('grid.noMatch')
                : t('grid.empty')
          }
          data-testid="grid-empty"
        />
      )}
      <RankingGrid
        siteId={site.id}
        state={state}
        competitors={competitors.data ?? []}
        hidden={hidden}
        canEdit={canEdit}
        version={version}
        onOpen={setOpen}
        onPin={onPin}
        onTotal={onTotal}
        onError={onError}
        onSandbox={setSandbox}
      />
      <KeywordDrawer keyword={open} scope={scope} competitors={competitors.data ?? []} onClose={() => setOpen(null)} />
    </ProjectFrame>
  )
}

/** `/projects/:id/rankings`: the ranking performance grid (SPEC §2). */
export function RankingsScreen() {
  const id = useSiteId()
  const [params] = useSearchParams()
  // The grid's first page is asked for with the project, not after it (the grid takes it when it mounts).
  useState(() => id !== null && prefetchRankedKeywords(id, blockQuery(0, BLOCK_SIZE, [], parseGridState(params))))
  return <SiteGate>{(site) => <Rankings site={site} />}</SiteGate>
}
