/**
 * A guest's tokens of shared SEO writer documents, per share uuid, in local storage under one fixed
 * key (SPEC §6 "kept in the browser's local storage under a fixed key"). The token, not the password,
 * is kept — as the shared report keeps no password in the browser: the token lets this browser back in
 * until the server stops taking it (401: the password is asked again), and says nothing of the password.
 */
export const SHARE_TOKENS_KEY = 'ranklens.writer_share_tokens'

function readAll(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(SHARE_TOKENS_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {}
  } catch {
    return {}
  }
}

function writeAll(tokens: Record<string, string>) {
  try {
    window.localStorage.setItem(SHARE_TOKENS_KEY, JSON.stringify(tokens))
  } catch {
    // storage full or refused (private mode): the password is asked again next visit
  }
}

export function readShareToken(uuid: string): string | null {
  const token = readAll()[uuid]
  return typeof token === 'string' && token ? token : null
}

export function keepShareToken(uuid: string, token: string) {
  writeAll({ ...readAll(), [uuid]: token })
}

export function forgetShareToken(uuid: string) {
  const tokens = readAll()
  delete tokens[uuid]
  writeAll(tokens)
}
