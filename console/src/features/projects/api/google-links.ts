import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { siteKeys } from '@/lib/query-keys'

/** GET /google_apps/ga_properties?index={n} (SPEC §7): GA4 accounts with their properties, a page at a time. */
export interface GaAccount {
  label: string
  value: string
  children: { label: string; value: string }[]
}
interface GaPropertiesPage {
  data: GaAccount[]
  nextIndex: number | null
}

/** GET /webmaster/sites: the account's Search Console sites; ``exist`` when already one of the user's projects'. */
export interface WebmasterSite {
  siteUrl: string
  exist: boolean
}

export function useGaProperties(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['google', 'ga-properties'],
    queryFn: ({ pageParam }) => api.get<GaPropertiesPage>('/google_apps/ga_properties', { query: { index: pageParam } }),
    initialPageParam: 0,
    getNextPageParam: (page) => page.nextIndex ?? undefined,
    enabled,
    retry: false,
  })
}

/** SPEC §3 Google connection state: the properties as one flat list labelled "account - property". */
export function flatProperties(accounts: GaAccount[]): { label: string; value: string }[] {
  return accounts.flatMap((account) => account.children.map((child) => ({ label: `${account.label} - ${child.label}`, value: child.value })))
}

export function useWebmasterSites(enabled: boolean) {
  return useQuery({
    queryKey: ['google', 'webmaster-sites'],
    queryFn: () => api.get<WebmasterSite[]>('/webmaster/sites'),
    enabled,
    retry: false,
  })
}

interface Linked {
  ga_id: string | null
  gsc_site_url: string | null
}

/** POST /sites/{id}/site_ga and /sites/{id}/site_webmaster: the owner's choice (null unlinks); the server
 * checks the account's permission and starts the first sync. */
export function useLinkGoogle(siteId: number) {
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
      void client.invalidateQueries({ queryKey: ['google', 'webmaster-sites'] })
    },
  })
  return { ga, webmaster }
}
