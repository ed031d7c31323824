import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { googleAppsQueryKey } from '@/lib/google-apps'
import { siteKeys } from '@/lib/query-keys'
import type { Schema } from '@/types/api'

type GaAccount = Schema<'GaPropertiesOut'>['data'][number]
type Linked = Schema<'LinkedOut'>

// Under the Google states' key: revoking a Google link on the profile refreshes what the account reaches.
const gaPropertiesKey = [...googleAppsQueryKey, 'ga-properties'] as const
const webmasterSitesKey = [...googleAppsQueryKey, 'webmaster-sites'] as const

/** GET /google_apps/ga_properties?index= (SPEC §7): GA4 accounts with their properties, a page at a time
 * (``index``: 0, then the page before's ``nextIndex``). */
export function useGaProperties(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: gaPropertiesKey,
    queryFn: ({ pageParam }) =>
      api.get<Schema<'GaPropertiesOut'>>('/google_apps/ga_properties', { query: { index: pageParam } }),
    initialPageParam: '0',
    getNextPageParam: (page) => page.nextIndex ?? undefined,
    enabled,
    retry: false,
  })
}

/** SPEC §3 Google connection state: the properties as one flat list labelled "account - property". */
export function flatProperties(accounts: GaAccount[]): { label: string; value: string }[] {
  return accounts.flatMap((account) => account.children.map((child) => ({ label: `${account.label} - ${child.label}`, value: child.value })))
}

/** GET /webmaster/sites: the account's Search Console sites; ``exist`` when already one of the user's projects'. */
export function useWebmasterSites(enabled: boolean) {
  return useQuery({
    queryKey: webmasterSitesKey,
    queryFn: () => api.get<Schema<'WebmasterSiteOut'>[]>('/webmaster/sites'),
    enabled,
    retry: false,
  })
}

/** POST /sites/{id}/site_ga and /sites/{id}/site_webmaster: the owner's choice (null unlinks); the server
 * checks the account's permission and starts the first sync. */
export function useProjectGoogleLinks(siteId: number) {
  const client = useQueryClient()
  const refresh = () => void client.invalidateQueries({ queryKey: siteKeys.detail(siteId) })
  const ga = useMutation({
    mutationFn: (input: { properties: string[]; propertySelected: string | null }) =>
      api.post<Linked>(`/sites/${siteId}/site_ga`, input),
    onSuccess: refresh,
  })
  const webmaster = useMutation({
    mutationFn: (siteUrl: string | null) => api.post<Linked>(`/sites/${siteId}/site_webmaster`, { siteUrl }),
    onSuccess: () => {
      refresh()
      void client.invalidateQueries({ queryKey: webmasterSitesKey })
    },
  })
  return { ga, webmaster }
}
