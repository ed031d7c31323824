/** Files the API answers with (CSV, PDF): fetched with the session and saved under the server's name. */
import { buildUrl, parseApiError, type QueryValue, requestHeaders } from './api-client'

/** The file name of a Content-Disposition header (RFC 5987 `filename*` first, for CJK names). */
export function dispositionName(header: string | null, fallback: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded)
    } catch {
      // a malformed name: the plain one below
    }
  }
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback
}

/** GET `path` and save the body; a refusal throws the API's error (in the user's language). */
export async function downloadFile(path: string, fallbackName: string, query?: Record<string, QueryValue>): Promise<void> {
  const response = await fetch(buildUrl(path, query), { credentials: 'include', headers: requestHeaders(undefined) })
  if (!response.ok) throw parseApiError(response.status, await response.json().catch(() => null))
  const link = document.createElement('a')
  link.href = URL.createObjectURL(await response.blob())
  link.download = dispositionName(response.headers.get('Content-Disposition'), fallbackName)
  link.click()
  URL.revokeObjectURL(link.href)
}
