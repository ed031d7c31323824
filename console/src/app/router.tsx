import type { ComponentType } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { FullPageSpinner } from '@/components/full-page-spinner'
import { StatusPage } from '@/components/status-page'
import { queryClient } from '@/lib/query-client'
import { RouteError } from './route-error'
import type { AppRoute, LayoutName } from './route-types'
import { Root } from './root'
import { appRoutes } from './routes'

// Layouts are fetched with their screen (in parallel), so the entry holds none of them: a sign-in
// page does not download the console's sidebar, nor a screen of the console the sign-in form.
const LAYOUTS: Record<LayoutName, () => Promise<ComponentType>> = {
  default: () => import('@/layouts/default-layout').then((m) => m.DefaultLayout),
  editor: () => import('@/layouts/editor-layout').then((m) => m.EditorLayout),
  auth: () => import('@/layouts/auth-layout').then((m) => m.AuthLayout),
  simple: () => import('@/layouts/simple-layout').then((m) => m.SimpleLayout),
  error: () => import('@/layouts/error-layout').then((m) => m.ErrorLayout),
  share: () => import('@/layouts/share-layout').then((m) => m.ShareLayout),
  pdf: () => import('@/layouts/pdf-layout').then((m) => m.PdfLayout),
}

const layout = (name: LayoutName) => async () => ({ Component: await LAYOUTS[name]() })

function screen(route: AppRoute): RouteObject {
  const { prefetch } = route
  return {
    path: route.path,
    handle: { crumbs: route.crumbs ?? [] },
    lazy: async () => ({ Component: await route.load() }),
    // runs beside `lazy`: the data is on its way while the screen's code arrives (nothing awaited)
    loader: prefetch
      ? ({ params, request }) => {
          prefetch(queryClient, params, new URL(request.url).searchParams)
          return null
        }
      : undefined,
  }
}

export function buildRouteObjects(routes: AppRoute[]): RouteObject[] {
  const layouts = (Object.keys(LAYOUTS) as LayoutName[]).flatMap((name) => {
    const children = routes.filter((route) => route.layout === name).map(screen)
    if (children.length === 0) return []
    return [{ lazy: layout(name), errorElement: <RouteError />, children }]
  })
  return [
    {
      element: <Root />,
      errorElement: <RouteError />,
      HydrateFallback: FullPageSpinner,
      children: [
        ...layouts,
        { lazy: layout('error'), children: [{ path: '*', element: <StatusPage status={404} /> }] },
      ],
    },
  ]
}

export const router = createBrowserRouter(buildRouteObjects(appRoutes))
