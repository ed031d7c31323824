import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { FullPageSpinner } from '@/components/full-page-spinner'
import { StatusPage } from '@/components/status-page'
import { AuthLayout } from '@/layouts/auth-layout'
import { DefaultLayout } from '@/layouts/default-layout'
import { ErrorLayout } from '@/layouts/error-layout'
import { PdfLayout } from '@/layouts/pdf-layout'
import { ShareLayout } from '@/layouts/share-layout'
import { SimpleLayout } from '@/layouts/simple-layout'
import { RouteError } from './route-error'
import type { AppRoute, LayoutName } from './route-types'
import { Root } from './root'
import { appRoutes } from './routes'

const LAYOUTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  auth: AuthLayout,
  simple: SimpleLayout,
  error: ErrorLayout,
  share: ShareLayout,
  pdf: PdfLayout,
}

function screen(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: { crumbs: route.crumbs ?? [] },
    lazy: async () => ({ Component: await route.load() }),
  }
}

export function buildRouteObjects(routes: AppRoute[]): RouteObject[] {
  const layouts = (Object.keys(LAYOUTS) as LayoutName[]).flatMap((name) => {
    const children = routes.filter((route) => route.layout === name).map(screen)
    if (children.length === 0) return []
    const Layout = LAYOUTS[name]
    return [{ element: <Layout />, errorElement: <RouteError />, children }]
  })
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      HydrateFallback: FullPageSpinner,
      children: [
        ...layouts,
        { element: <ErrorLayout />, children: [{ path: '*', element: <StatusPage status={404} /> }] },
      ],
    },
  ]
}

export const router = createBrowserRouter(buildRouteObjects(appRoutes))
