/**
 * SPEC §4 rank buckets as the dashboard and the shared report show them, told truthfully: keywords
 * found on page 1, 2, 3 or further (31–100), and apart from them the keywords not found within the
 * depth checked ("not in top N") — with a depth of 10, ">10" says nothing of page 4. The average covers
 * the keywords found only, and says how many of how many that is.
 */
import type { TFunction } from 'i18next'
import type { Buckets } from '@/types/rankings'

export type CountKey =
  | 'on_first_page_count'
  | 'on_second_page_count'
  | 'on_third_page_count'
  | 'after_third_page_count'
  | 'not_found_count'

export interface BucketRow {
  key: CountKey
  label: string
  range: string
  color: string
  count: number
}

/** The five buckets with their labels (rankings:buckets.*) in the reader's language. */
export function bucketRows(buckets: Buckets, t: TFunction): BucketRow[] {
  const depth = buckets.not_found_depth
  const rows: Omit<BucketRow, 'count'>[] = [
    { key: 'on_first_page_count', label: t('rankings:dashboard.buckets.first'), range: '1–10', color: '#00b1c8' },
    { key: 'on_second_page_count', label: t('rankings:dashboard.buckets.second'), range: '11–20', color: '#52c41a' },
    { key: 'on_third_page_count', label: t('rankings:dashboard.buckets.third'), range: '21–30', color: '#faad14' },
    { key: 'after_third_page_count', label: t('rankings:dashboard.buckets.beyond'), range: '31–100', color: '#8c8c8c' },
    {
      key: 'not_found_count',
      label: depth ? t('rankings:dashboard.buckets.notInTop', { depth }) : t('rankings:dashboard.buckets.notFound'),
      range: depth ? `>${depth}` : '—',
      color: '#d9d9d9',
    },
  ]
  return rows.map((row) => ({ ...row, count: buckets[row.key] }))
}

/** "average position 4.2 over 3 of 10 keywords found", or that none of them was found; null before a check. */
export function averageText(buckets: Buckets, t: TFunction): string | null {
  if (buckets.checked_count === 0) return null
  if (buckets.average_position === null) {
    return t('rankings:dashboard.performance.noneFound', { count: buckets.checked_count })
  }
  return t('rankings:dashboard.performance.averageOfFound', {
    value: buckets.average_position.toFixed(1),
    found: buckets.found_count,
    count: buckets.checked_count,
  })
}
