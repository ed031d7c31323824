import type { ComponentType } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import type { Params } from 'react-router-dom'

export type LayoutName = 'default' | 'editor' | 'auth' | 'simple' | 'error' | 'share' | 'pdf'

/**
 * One breadcrumb: `label` is an i18n key (`projects:overview.title`) or a component that renders the
 * label from the route params (a project's name); `to` is a path pattern (`/projects/:id`) filled in
 * with the params, absent for the current page.
 */
export interface Crumb {
  label: string | ComponentType<{ params: Params }>
  to?: string
}

export interface AppRoute {
  /** the path with `:param` segments; the same path must be in route-table.json with its access */
  path: string
  layout: LayoutName
  /** loads the screen on first visit (its own chunk) */
  load: () => Promise<ComponentType>
  /** the breadcrumb trail shown in the top bar of the default layout */
  crumbs?: Crumb[]
  /** starts the screen's first queries while its chunk loads, rather than after it rendered */
  prefetch?: (client: QueryClient, params: Params, search: URLSearchParams) => void
}
