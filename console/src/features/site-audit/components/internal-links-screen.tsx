import { Button, Card, Col, Empty, List, Result, Row, Table, Tag, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { SiteGate } from '@/components/site-gate'
import type { Site } from '@/types/projects'
import { failureText } from '@/lib/failure-text'
import { useLinkSuggestions } from '../api/queries'
import type { LinkSuggestion } from '@/types/site-audit'
import { urlText } from '../utils/format'
import { LinksFrame } from './links-frame'
import styles from './site-audit.module.css'

function PageLink({ url, title }: { url: string; title: string | null }) {
  return (
    <span>
      <Typography.Link href={url} target="_blank" rel="noopener noreferrer" className={styles.url}>
        {title || urlText(url)}
      </Typography.Link>
      {title && <div className={styles.footnote}>{urlText(url)}</div>}
    </span>
  )
}

function Pages({ row }: { row: LinkSuggestion }) {
  const { t } = useTranslation('audit')
  return (
    <Row gutter={24}>
      <Col xs={24} lg={12}>
        <List
          size="small"
          header={<strong>{t('internalLinks.columns.suggestions')}</strong>}
          dataSource={row.suggestion_pages}
          locale={{ emptyText: t('internalLinks.noSuggestions') }}
          renderItem={(page) => (
            <List.Item extra={<Tag>{t('internalLinks.mentions', { count: page.mentions })}</Tag>}>
              <PageLink url={page.url} title={page.title} />
            </List.Item>
          )}
        />
      </Col>
      <Col xs={24} lg={12}>
        <List
          size="small"
          header={<strong>{t('internalLinks.columns.included')}</strong>}
          dataSource={row.already_included_pages}
          locale={{ emptyText: t('internalLinks.noneIncluded') }}
          renderItem={(page) => (
            <List.Item>
              <PageLink url={page.url} title={page.title} />
            </List.Item>
          )}
        />
      </Col>
    </Row>
  )
}

function Suggestions({ site }: { site: Site }) {
  const { t } = useTranslation('audit')
  const suggestions = useLinkSuggestions(site.id)
  if (suggestions.isError) {
    return (
      <Card>
        <Result
          status="warning"
          title={failureText(suggestions.error, t('errors.loadFailed'))}
          extra={<Button onClick={() => void suggestions.refetch()}>{t('common:actions.retry')}</Button>}
        />
      </Card>
    )
  }
  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('internalLinks.hint')}</Typography.Paragraph>
      <Table<LinkSuggestion>
        rowKey="keyword_id"
        loading={suggestions.isLoading}
        dataSource={suggestions.data ?? []}
        data-testid="internal-links"
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty description={t('internalLinks.empty')} /> }}
        expandable={{ expandedRowRender: (row) => <Pages row={row} />, rowExpandable: () => true }}
        columns={[
          { key: 'keyword', title: t('internalLinks.columns.keyword'), dataIndex: 'keyword' },
          {
            key: 'target',
            title: t('internalLinks.columns.target'),
            render: (_, row) => <PageLink url={row.target_url} title={null} />,
          },
          {
            key: 'suggestions',
            title: t('internalLinks.columns.suggestions'),
            align: 'right',
            width: 200,
            render: (_, row) => (
              <Tag color={row.suggestion_pages.length > 0 ? 'cyan' : 'default'} data-testid={`suggestions-${row.keyword_id}`}>
                {row.suggestion_pages.length}
              </Tag>
            ),
          },
          {
            key: 'included',
            title: t('internalLinks.columns.included'),
            align: 'right',
            width: 160,
            render: (_, row) => <span data-testid={`included-${row.keyword_id}`}>{row.already_included_pages.length}</span>,
          },
        ]}
      />
    </Card>
  )
}

/**
 * `/projects/:id/internal-links`: for each tracked keyword with a target URL, the crawled pages that
 * mention it without linking to the target, and those that already link (SPEC §3).
 */
export function InternalLinksScreen() {
  return (
    <SiteGate>
      {(site) => (
        <LinksFrame site={site}>
          <Suggestions site={site} />
        </LinksFrame>
      )}
    </SiteGate>
  )
}
