/**
 * What to tell the user when a request fails: the server's own words when it refused the request
 * (4xx, already in the user's language) or the connection was lost; otherwise the screen's own
 * "Failed to …" text of SPEC §8.
 */
import { ApiError } from './api-client'
import { formErrorText } from './form-errors'

export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && (error.status === 0 || (error.status >= 400 && error.status < 500))) {
    return formErrorText(error, fallback)
  }
  return fallback
}
