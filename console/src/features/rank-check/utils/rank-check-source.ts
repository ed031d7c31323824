import type { RankCheckRow } from '../api/rank-check'

/** The check's source as the reader's language names it: the server's label (the ranking export's text,
 *  one catalogue for both), its code only from a server that sends no label. */
export function sourceText(row: Pick<RankCheckRow, 'source' | 'source_label'>): string {
  return row.source_label || row.source || '—'
}
