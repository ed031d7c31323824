import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Schema } from '@/types/api'
import { callbackUrl, consentUrl, ConsentFailed, randomState, runConsentPopup } from './google-consent'

export type GooglePurpose = 'analytics' | 'webmaster' | 'indexing'
export const GOOGLE_PURPOSES: GooglePurpose[] = ['analytics', 'webmaster', 'indexing']
export type GoogleApps = Schema<'GoogleAppsOut'>
export type GoogleConfig = Schema<'GoogleConfigOut'>

const googleConfigQueryKey = ['google-apps', 'config'] as const
export const googleAppsQueryKey = ['google-apps'] as const

/** GET /google_apps/config: whether Google is configured, the client id, the consent URL, each purpose's scopes. */
const googleConfigQueryOptions = queryOptions({
  queryKey: googleConfigQueryKey,
  queryFn: () => api.get<GoogleConfig>('/google_apps/config'),
  staleTime: Infinity,
})

export function useGoogleConfig() {
  return useQuery(googleConfigQueryOptions)
}

/** GET /google_apps: each purpose's state (authorized | not_authorized | expired) and its Google account. */
export function useGoogleApps() {
  return useQuery({ queryKey: googleAppsQueryKey, queryFn: () => api.get<GoogleApps>('/google_apps') })
}

/** Opens the consent popup for `purpose`, then POST /google_apps with its code. */
async function openGoogleConsent(purpose: GooglePurpose, config: GoogleConfig): Promise<GoogleApps> {
  if (!config.configured || !config.client_id) throw new ConsentFailed('unconfigured')
  const state = randomState()
  const answer = await runConsentPopup(consentUrl(config.auth_url, config.client_id, config.scopes[purpose], state), state)
  return api.post<GoogleApps>('/google_apps', { code: answer.code, redirect_uri: callbackUrl(), purpose })
}

function useGoogleAppsChanged() {
  const client = useQueryClient()
  return (apps?: GoogleApps) => {
    if (apps) client.setQueryData(googleAppsQueryKey, apps)
    else void client.invalidateQueries({ queryKey: googleAppsQueryKey })
  }
}

/** Links `purpose` (consent popup + POST /google_apps); the states are refreshed on success. */
export function useLinkGoogle(purpose: GooglePurpose) {
  const changed = useGoogleAppsChanged()
  const config = useGoogleConfig()
  return useMutation({
    mutationFn: () => openGoogleConsent(purpose, config.data ?? ({ configured: false } as GoogleConfig)),
    onSuccess: changed,
  })
}

/** DELETE /google_apps/{purpose}: revoked at Google; analytics clears the projects' GA4 property,
 * webmaster their Search Console site. */
export function useUnlinkGoogle(purpose: GooglePurpose) {
  const changed = useGoogleAppsChanged()
  return useMutation({
    mutationFn: () => api.delete<void>(`/google_apps/${purpose}`),
    onSuccess: () => changed(),
  })
}
