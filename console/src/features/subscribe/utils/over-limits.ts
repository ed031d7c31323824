/** What a buyer has beyond a plan's limits, and where in the console they remove what they will not keep. */
import type { Schema } from '@/types/api'

export type OverLimit = Schema<'OverLimitOut'>

/** The screen where the buyer removes the extra: a project's own list for a per-project count. */
export function overLimitPath(over: OverLimit): string {
  const project = over.site_id === null || over.site_id === undefined ? null : `/projects/${over.site_id}`
  if (over.feature === 'competitors' && project) return `${project}/competitors`
  if (project) return `${project}/edit` // recipients and members are managed on the project's settings
  if (over.feature === 'api_tokens') return '/tokens'
  if (over.feature === 'keyword_lists') return '/keyword-planning/keywords-lists'
  return '/' // projects and their keywords: the project overview
}
