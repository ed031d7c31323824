import { Navigate } from 'react-router-dom'
import { SiteGate } from '@/components/site-gate'
import { useSiteAuditHome } from '@/components/site-audit-frame'

function Home({ siteId }: { siteId: number }) {
  return <Navigate to={useSiteAuditHome(siteId)} replace />
}

/** `/projects/:id/site-audit`: the site audit's first screen (the overview, else the audited pages). */
export function SiteAuditIndexScreen() {
  return <SiteGate>{(site) => <Home siteId={site.id} />}</SiteGate>
}
