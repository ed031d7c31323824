import type { ColDef } from 'ag-grid-community'
import { Card, Segmented, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { SiteGate } from '@/components/site-gate'
import type { Site } from '@/types/projects'
import { failureText } from '@/lib/failure-text'
import { getTextRows, useSiteCheck } from '../api/queries'
import type { TextKind, TextRow, TextVerdict } from '@/types/site-audit'
import { lengthText, NO_DATA } from '../utils/format'
import { auditSearch, parseAuditQuery, TEXT_FILTERS } from '../utils/query-state'
import { CheckStates } from './check-states'
import { LinksFrame } from './links-frame'
import { PagedGrid } from './paged-grid'
import styles from './site-audit.module.css'
import { urlColumn } from './url-column'

const VERDICT_COLORS: Record<TextVerdict, string> = {
  missing: 'red',
  too_short: 'orange',
  too_long: 'orange',
  duplicate: 'purple',
  ok: 'green',
}
const RIGHT = { textAlign: 'right' } as const

function TextRows({ checkId, kind, siteUrl }: { checkId: number; kind: TextKind; siteUrl: string }) {
  const { t } = useTranslation('audit')
  const [params, setParams] = useSearchParams()
  const { filter } = parseAuditQuery(params)
  const [total, setTotal] = useState<number | null>(null)
  const [error, setError] = useState<unknown>(null)

  const columns: ColDef<TextRow>[] = [
    urlColumn<TextRow>(t('texts.columns.url'), { minWidth: 220 }, siteUrl),
    {
      colId: 'text',
      headerName: t(`texts.columns.${kind}`),
      flex: 3,
      minWidth: 260,
      tooltipValueGetter: ({ data }) => data?.text ?? undefined,
      valueGetter: ({ data }) => (data ? (data.text ?? NO_DATA) : ''),
    },
    {
      colId: 'length',
      headerName: t('texts.columns.length'),
      width: 130,
      cellStyle: RIGHT,
      headerClass: 'ag-right-aligned-header',
      tooltipValueGetter: ({ data }) => (data ? t(`texts.unit.${data.unit}`) : undefined),
      valueGetter: ({ data }) => (data ? lengthText(data.length, data.range) : ''),
    },
    {
      colId: 'pixels',
      headerName: t('texts.columns.pixels'),
      width: 110,
      cellStyle: RIGHT,
      headerClass: 'ag-right-aligned-header',
      valueGetter: ({ data }) => (data ? `${data.pixels} px` : ''),
    },
    {
      colId: 'verdict',
      headerName: t('texts.columns.verdict'),
      width: 120,
      cellRenderer: ({ data }: { data?: TextRow }) =>
        data ? <Tag color={VERDICT_COLORS[data.verdict]}>{t(`texts.verdict.${data.verdict}`)}</Tag> : null,
    },
    {
      colId: 'duplicates',
      headerName: t('texts.columns.duplicates'),
      width: 110,
      cellStyle: RIGHT,
      headerClass: 'ag-right-aligned-header',
      tooltipValueGetter: ({ data }) => (data?.duplicates.length ? data.duplicates.join('\n') : undefined),
      valueGetter: ({ data }) => (data ? data.duplicates.length : ''),
    },
  ]

  return (
    <Card>
      <div className={styles.toolbar}>
        <Segmented
          value={filter ?? 'all'}
          data-testid="text-filter"
          onChange={(value) =>
            setParams(auditSearch(params, { filter: value === 'all' ? null : (value as TextVerdict) }), { replace: true })
          }
          options={[
            { value: 'all', label: t('texts.verdict.all') },
            ...TEXT_FILTERS.map((value) => ({ value, label: t(`texts.verdict.${value}`) })),
          ]}
        />
        <Typography.Text type="secondary" data-testid="text-total">
          {total === null ? '' : t('texts.total', { count: total })}
        </Typography.Text>
      </div>
      <Typography.Paragraph type="secondary">{t(`texts.${kind}Hint`)}</Typography.Paragraph>
      {error !== null && (
        <Typography.Paragraph type="danger">{failureText(error, t('errors.loadFailed'))}</Typography.Paragraph>
      )}
      <PagedGrid<TextRow>
        testId="text-grid"
        columns={columns}
        version={`${checkId}:${kind}:${filter ?? 'all'}`}
        fetchPage={(page, perPage) => getTextRows(checkId, kind, { page, per_page: perPage, filter: filter ?? undefined })}
        rowId={(row) => row.url}
        empty={t('texts.empty')}
        onTotal={(value) => {
          setTotal(value)
          setError(null)
        }}
        onError={setError}
      />
    </Card>
  )
}

function TextChecks({ kind }: { kind: TextKind }) {
  return (
    <SiteGate>
      {(site: Site) => <TextChecksOf site={site} kind={kind} />}
    </SiteGate>
  )
}

function TextChecksOf({ site, kind }: { site: Site; kind: TextKind }) {
  const query = useSiteCheck(site.id, null)
  return (
    <LinksFrame site={site}>
      <CheckStates siteId={site.id} query={query}>
        {(check) => <TextRows key={kind} checkId={check.id} kind={kind} siteUrl={check.url} />}
      </CheckStates>
    </LinksFrame>
  )
}

/** `/projects/:id/check-title`: every page's title with its length, pixel estimate and verdict (SPEC §5). */
export const CheckTitleScreen = () => <TextChecks kind="title" />

/** `/projects/:id/check-description`: the same for meta descriptions. */
export const CheckDescriptionScreen = () => <TextChecks kind="description" />
