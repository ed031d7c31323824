/**
 * How a shared report is read: its password is given once (POST /shared_report/unlock), the server
 * answers with an HttpOnly viewer cookie for that share, and every read names the share in a header
 * (api/rankings/schemas.py SHARE_UUID_HEADER) so the server knows which cookie to check. The password
 * itself is never kept in the browser.
 */
export function shareHeaders(uuid: string): Record<string, string> {
  return { 'X-Share-UUID': uuid }
}

/** Where share passwords were kept in local storage before viewer cookies: forgotten on the next visit. */
export const OLD_SHARE_PASSWORD_KEY = 'ranklens.share_passwords'

/** The public link of a share (the server's share_url is built on its public URL; the console's own
 * origin is what the owner is using right now). */
export const shareLink = (origin: string, uuid: string) => `${origin.replace(/\/$/, '')}/share/${uuid}`
