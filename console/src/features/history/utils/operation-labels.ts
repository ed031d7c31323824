import history from '../../../locales/en/history.json'

/** Operation types with a label of their own: the keys of `history.types` (every locale has the same keys). */
export const KNOWN_TYPES: readonly string[] = Object.keys(history.types).filter((type) => type !== 'other')

/** The `history` namespace key of an operation type's label. */
export function operationTypeKey(type: string): string {
  return KNOWN_TYPES.includes(type) ? `types.${type}` : 'types.other'
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
