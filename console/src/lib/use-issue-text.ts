import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import type { RuleIssue } from './project-validation'

/** The text of a broken rule, from the server's own messages (the `errors` namespace). */
export function useIssueText() {
  const { t } = useTranslation('errors')
  return useCallback((issue: Pick<RuleIssue, 'code' | 'params'>) => t(issue.code, issue.params), [t])
}
