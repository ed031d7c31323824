/**
 * The rank check form's rules, the server's (api/rankings/rank_check.py): keywords one per line, empty
 * lines and repeats dropped the way the server does (projects' splitKeywords), at most 10 (SPEC §5,
 * §9), and a domain.
 */
import { splitKeywords } from '@/lib/project-validation'

export const MAX_RANK_CHECK_KEYWORDS = 10

export interface FormIssue {
  field: 'keywords' | 'domain'
  code: string
  params?: Record<string, number>
}

export function rankCheckIssues(rawKeywords: string, domain: string): { keywords: string[]; issues: FormIssue[] } {
  const keywords = splitKeywords(rawKeywords)
  const issues: FormIssue[] = []
  if (keywords.length === 0) issues.push({ field: 'keywords', code: 'validation.required' })
  else if (keywords.length > MAX_RANK_CHECK_KEYWORDS) {
    issues.push({ field: 'keywords', code: 'rankings.rank_check_limit', params: { max: MAX_RANK_CHECK_KEYWORDS } })
  }
  if (!domain.trim()) issues.push({ field: 'domain', code: 'validation.required' })
  return { keywords, issues }
}

export type JobStatus = 'in_progress' | 'completed' | 'failed'

/** Poll again while the job runs; stop once it completed or failed. */
export const keepPolling = (status: JobStatus | undefined) => status === 'in_progress'
