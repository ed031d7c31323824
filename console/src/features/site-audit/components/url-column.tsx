import { Typography } from 'antd'
import type { ColDef } from 'ag-grid-community'
import { urlText } from '../utils/format'

/** The URL column the site checker's grids share: the readable URL, linking out, the full URL on hover. */
export function urlColumn<Row extends { url: string }>(headerName: string, size: Partial<ColDef<Row>>): ColDef<Row> {
  return {
    colId: 'url',
    headerName,
    flex: 2,
    ...size,
    tooltipValueGetter: ({ data }) => data?.url,
    cellRenderer: ({ data }: { data?: Row }) =>
      data ? (
        <Typography.Link href={data.url} target="_blank" rel="noopener noreferrer">
          {urlText(data.url)}
        </Typography.Link>
      ) : null,
  }
}
