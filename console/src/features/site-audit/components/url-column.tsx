import { Typography } from 'antd'
import type { ColDef } from 'ag-grid-community'
import { pathText, urlText } from '../utils/format'

/**
 * The URL column the site checker's grids share: the path on the site's host (host and path
 * elsewhere), linking out, the full URL on hover (the grid's tooltip and the link's own title).
 */
export function urlColumn<Row extends { url: string }>(
  headerName: string,
  size: Partial<ColDef<Row>>,
  siteUrl: string,
): ColDef<Row> {
  return {
    colId: 'url',
    headerName,
    flex: 2,
    ...size,
    tooltipValueGetter: ({ data }) => (data ? urlText(data.url) : undefined),
    cellRenderer: ({ data }: { data?: Row }) =>
      data ? (
        <Typography.Link href={data.url} target="_blank" rel="noopener noreferrer" title={urlText(data.url)} data-testid="url-cell">
          {pathText(data.url, siteUrl)}
        </Typography.Link>
      ) : null,
  }
}
