import { useCallback, useMemo, useState } from 'react'
import type { RuleIssue } from './project-validation'
import { useIssueText } from './use-issue-text'

const oneGroup = () => 1

/**
 * The error to show under each field of a form checked by the rules of utils/validation: the
 * server's message for the field after a failed submit, else the rule's problem once the field was
 * visited or its group (a wizard step, or the whole form) was submitted. Editing a field clears its
 * server message.
 */
export function useFieldErrors(issues: RuleIssue[], groupOf: (field: string) => number = oneGroup) {
  const issueText = useIssueText()
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set())
  const [attempted, setAttempted] = useState<ReadonlySet<number>>(new Set())

  const byField = useMemo(() => {
    const found = new Map<string, RuleIssue>()
    for (const issue of issues) if (!found.has(issue.field)) found.set(issue.field, issue)
    return found
  }, [issues])

  const errorOf = useCallback(
    (field: string) => {
      if (serverErrors[field]) return serverErrors[field]
      if (!attempted.has(groupOf(field)) && !touched.has(field)) return undefined
      const issue = byField.get(field)
      return issue ? issueText(issue) : undefined
    },
    [serverErrors, attempted, touched, byField, groupOf, issueText],
  )

  return {
    errorOf,
    serverErrors,
    touch: useCallback((field: string) => setTouched((current) => new Set(current).add(field)), []),
    /** shows the problems of these groups (a submit) */
    attempt: useCallback(
      (groups: number[] = [1]) => setAttempted((current) => new Set([...current, ...groups])),
      [],
    ),
    isAttempted: useCallback((group: number) => attempted.has(group), [attempted]),
    setServerErrors,
    /** the fields were edited: their server messages (and their list's) no longer apply */
    clearServer: useCallback((fields: string[]) => {
      const roots = new Set(fields.map((field) => field.split('.')[0]))
      setServerErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([field]) => !fields.includes(field) && !roots.has(field))),
      )
    }, []),
    reset: useCallback(() => {
      setServerErrors({})
      setTouched(new Set())
      setAttempted(new Set())
    }, []),
  }
}
