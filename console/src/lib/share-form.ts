/** The share password rule of the server (api/projects/service.py: 4 to 64 characters, counted as
 * characters, not bytes), checked before submitting. */
import { charLength } from './project-validation'

export const SHARE_PASSWORD_MIN = 4
export const SHARE_PASSWORD_MAX = 64

/** The message code when the password breaks the rule, else null. */
export function sharePasswordIssue(password: string): { code: string; params: Record<string, number> } | null {
  const length = charLength(password)
  if (length >= SHARE_PASSWORD_MIN && length <= SHARE_PASSWORD_MAX) return null
  return { code: 'project.share_password_length', params: { min: SHARE_PASSWORD_MIN, max: SHARE_PASSWORD_MAX } }
}
