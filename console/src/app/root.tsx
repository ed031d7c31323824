/**
 * The top of every screen: the session guard of route-table.json, the interface language, and what
 * runs for the whole console (request progress bar, server events, desktop-only alert).
 */
import { useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { FullPageSpinner } from '@/components/full-page-spinner'
import { DesktopOnlyAlert } from '@/features/shell/components/desktop-only-alert'
import { RequestProgressBar } from '@/features/shell/components/request-progress-bar'
import { useServerEvents } from '@/features/shell/hooks/use-server-events'
import { useUser } from '@/lib/auth'
import { applyLocale, browserLocale } from '@/lib/locale-preference'
import { RegisteredRoutesContext } from '@/lib/registered-routes'
import { guardDecision, routeAccess } from './route-table'
import { appRoutes } from './routes'

const registeredPaths = appRoutes.map((route) => route.path)

export function Root() {
  const location = useLocation()
  const { user } = useUser()
  const signedIn = user === undefined ? undefined : user !== null
  const session = user ? { profileCompleted: user.profile_completed } : user

  // the signed-in user's language or country once known (the query and the host still come first)
  useEffect(() => {
    if (user !== undefined) applyLocale(browserLocale(user))
  }, [user])

  // while the forced-logout countdown runs the page stays, whatever the session says
  const loggingOut = useServerEvents(signedIn === true)

  const decision = loggingOut
    ? ({ kind: 'allow' } as const)
    : guardDecision(routeAccess(location.pathname), session, location)
  return (
    <RegisteredRoutesContext.Provider value={registeredPaths}>
      <RequestProgressBar />
      <DesktopOnlyAlert />
      {decision.kind === 'redirect' ? (
        <Navigate to={decision.to} replace />
      ) : decision.kind === 'wait' ? (
        <FullPageSpinner />
      ) : (
        <Outlet />
      )}
    </RegisteredRoutesContext.Provider>
  )
}
