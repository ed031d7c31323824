/** SPEC §3's operation types with their own label; any other type gets the generic one. */
export const KNOWN_TYPES = [
  'ranking_report',
  'keyword_on_page_check',
  'keyword_on_page_check_export',
  'keyword_gap_competitor',
] as const

/** The `history` namespace key of an operation type's label. */
export function operationTypeKey(type: string): string {
  return (KNOWN_TYPES as readonly string[]).includes(type) ? `types.${type}` : 'types.other'
}

/** The history namespace key and the antd tag colour of an operation state (SPEC §4). */
export function operationStatusLook(status: string): { key: string; color: string } {
  switch (status) {
    case 'in_progress':
      return { key: 'status.in_progress', color: 'processing' }
    case 'completed':
      return { key: 'status.completed', color: 'success' }
    case 'failed':
      return { key: 'status.failed', color: 'error' }
    default:
      return { key: 'status.unknown', color: 'default' }
  }
}
