import type { ColDef } from 'ag-grid-community'
import { Card, Popover, Segmented, Tag, Typography } from 'antd'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { SiteGate } from '@/components/site-gate'
import type { Site } from '@/types/projects'
import { failureText } from '@/lib/failure-text'
import { getBrokenLinks, useSiteCheck } from '../api/queries'
import type { BrokenLink, LinkType } from '@/types/site-audit'
import { linkStatus, pathText, urlText } from '../utils/format'
import { auditSearch, parseAuditQuery } from '../utils/query-state'
import { CheckStates } from './check-states'
import { LinksFrame } from './links-frame'
import { PagedGrid } from './paged-grid'
import styles from './site-audit.module.css'
import { urlColumn } from './url-column'

const ROW_HEIGHT = 52

function Sources({ link, siteUrl }: { link: BrokenLink; siteUrl: string }) {
  const { t } = useTranslation('audit')
  const [first] = link.sources
  if (!first) return <span className={styles.footnote}>—</span>
  const more = (link.sources_total ?? link.sources.length) - 1
  const line = (source: BrokenLink['sources'][number]) => (
    <>
      <span className={styles.anchor}>{source.anchor ? `「${source.anchor}」` : t('brokenLinks.noAnchor')}</span>{' '}
      <Typography.Link href={source.url} target="_blank" rel="noopener noreferrer" title={urlText(source.url)}>
        {pathText(source.url, siteUrl)}
      </Typography.Link>
    </>
  )
  return (
    <div style={{ lineHeight: 1.4, padding: '6px 0' }}>
      {line(first)}
      {more > 0 && (
        <Popover
          content={
            <ul className={styles.sources} style={{ maxWidth: 520, maxHeight: 320, overflow: 'auto' }}>
              {link.sources.map((source, index) => (
                <li key={`${source.url}#${index}`}>{line(source)}</li>
              ))}
            </ul>
          }
        >
          <Tag style={{ marginLeft: 6, cursor: 'pointer' }}>{t('brokenLinks.more', { count: more })}</Tag>
        </Popover>
      )}
    </div>
  )
}

function BrokenLinks({ checkId, siteUrl }: { checkId: number; siteUrl: string }) {
  const { t } = useTranslation('audit')
  const [params, setParams] = useSearchParams()
  const { type } = parseAuditQuery(params)
  const [total, setTotal] = useState<number | null>(null)
  const [error, setError] = useState<unknown>(null)

  const columns: ColDef<BrokenLink>[] = [
    urlColumn<BrokenLink>(t('brokenLinks.columns.url'), { minWidth: 260 }, siteUrl),
    {
      colId: 'status',
      headerName: t('brokenLinks.columns.status'),
      width: 130,
      cellRenderer: ({ data }: { data?: BrokenLink }) => (data ? <Tag color="red">{linkStatus(data)}</Tag> : null),
    },
    {
      colId: 'type',
      headerName: t('brokenLinks.columns.type'),
      width: 110,
      valueGetter: ({ data }) => (data ? t(`brokenLinks.type.${data.type}`) : ''),
    },
    {
      colId: 'sources',
      headerName: t('brokenLinks.columns.sources'),
      flex: 3,
      minWidth: 320,
      cellRenderer: ({ data }: { data?: BrokenLink }) => (data ? <Sources link={data} siteUrl={siteUrl} /> : null),
    },
  ]

  return (
    <Card>
      <div className={styles.toolbar}>
        <Segmented
          value={type ?? 'all'}
          data-testid="link-type"
          onChange={(value) => setParams(auditSearch(params, { type: value === 'all' ? null : (value as LinkType) }), { replace: true })}
          options={(['all', 'internal', 'external'] as const).map((value) => ({ value, label: t(`brokenLinks.type.${value}`) }))}
        />
        <Typography.Text type="secondary" data-testid="broken-total">
          {total === null ? '' : t('brokenLinks.total', { count: total })}
        </Typography.Text>
      </div>
      {error !== null && (
        <Typography.Paragraph type="danger">{failureText(error, t('errors.loadFailed'))}</Typography.Paragraph>
      )}
      <PagedGrid<BrokenLink>
        testId="broken-links-grid"
        columns={columns}
        version={`${checkId}:${type ?? 'all'}`}
        fetchPage={(page, perPage) => getBrokenLinks(checkId, { page, per_page: perPage, type: type ?? undefined })}
        rowId={(row) => `${row.type}:${row.url}`}
        rowHeight={ROW_HEIGHT}
        empty={t('brokenLinks.empty')}
        onTotal={(value) => {
          setTotal(value)
          setError(null)
        }}
        onError={setError}
      />
    </Card>
  )
}

function Screen({ site }: { site: Site }) {
  const query = useSiteCheck(site.id, null)
  return (
    <LinksFrame site={site}>
      <CheckStates siteId={site.id} query={query}>
        {(check) => <BrokenLinks checkId={check.id} siteUrl={check.url} />}
      </CheckStates>
    </LinksFrame>
  )
}

/** `/projects/:id/broken-links`: every broken internal and external link of the latest crawl, with where it is linked from. */
export function BrokenLinksScreen() {
  return <SiteGate>{(site) => <Screen site={site} />}</SiteGate>
}
