import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'
import { constantsQueryOptions, useConstants } from '@/lib/constants'
import { type BotCheckAction, botCheckToken, loadRecaptcha } from '@/lib/recaptcha'

/**
 * The bot check of a sign-in or sign-up form: `token()` gives what to send as `recaptcha` (undefined
 * when the server configured no site key); `enabled` says whether Google's attribution must show.
 * The script loads as soon as the form shows, so submitting does not wait for it.
 */
export function useBotCheck(action: BotCheckAction) {
  const client = useQueryClient()
  const siteKey = useConstants().data?.recaptcha_site_key ?? null

  useEffect(() => {
    // a failed preload is forgotten: the submit loads again and shows its error
    if (siteKey) loadRecaptcha(siteKey).catch(() => undefined)
  }, [siteKey])

  const token = useCallback(async () => {
    const constants = await client.fetchQuery(constantsQueryOptions)
    return botCheckToken(constants.recaptcha_site_key, action)
  }, [client, action])

  return { enabled: siteKey !== null, token }
}
