/**
 * SPEC §6: a shared report's password is kept in the browser's local storage under one fixed key, so
 * a colleague who opened the link once is not asked again. The key holds the passwords by share uuid
 * (several shared projects can be open in one browser).
 */
export const SHARE_PASSWORD_KEY = 'ranklens.share_passwords'

type Store = Pick<Storage, 'getItem' | 'setItem'>

function readAll(storage: Store): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SHARE_PASSWORD_KEY) ?? '{}')
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
  } catch {
    return {}
  }
}

export function readSharePassword(storage: Store, uuid: string): string | null {
  return readAll(storage)[uuid] ?? null
}

export function writeSharePassword(storage: Store, uuid: string, password: string): void {
  storage.setItem(SHARE_PASSWORD_KEY, JSON.stringify({ ...readAll(storage), [uuid]: password }))
}

/** Forgets a password the server refused, so the form asks again. */
export function forgetSharePassword(storage: Store, uuid: string): void {
  const { [uuid]: _dropped, ...rest } = readAll(storage)
  storage.setItem(SHARE_PASSWORD_KEY, JSON.stringify(rest))
}

/** The headers the API reads a shared report with (api/rankings/schemas.py SHARE_*_HEADER); header
 * values are Latin-1 only, so the password travels percent-encoded as UTF-8 (咖啡 → %E5%92%96%E5%95%A1). */
export function shareHeaders(uuid: string, password: string): Record<string, string> {
  return { 'X-Share-UUID': uuid, 'X-Share-Password': encodeURIComponent(password) }
}

/** The public link of a share (the server's share_url is built on its public URL; the console's own
 * origin is what the owner is using right now). */
export const shareLink = (origin: string, uuid: string) => `${origin.replace(/\/$/, '')}/share/${uuid}`
