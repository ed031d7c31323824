/** Breadcrumbs beyond 2 fold their earlier items into one expandable "…". */
export const VISIBLE_CRUMBS = 2

export type CollapsedCrumbs<T> = { items: T[]; hidden: number }

/** The last VISIBLE_CRUMBS items and how many earlier ones are hidden behind "…" (none when expanded). */
export function collapseCrumbs<T>(items: T[], expanded: boolean): CollapsedCrumbs<T> {
  if (expanded || items.length <= VISIBLE_CRUMBS) return { items, hidden: 0 }
  return { items: items.slice(-VISIBLE_CRUMBS), hidden: items.length - VISIBLE_CRUMBS }
}

/** `/projects/:id/edit` with {id: '3'} → `/projects/3/edit`. */
export function fillPath(pattern: string, params: Record<string, string | undefined>): string {
  return pattern.replace(/:(\w+)\??/g, (_, name: string) => params[name] ?? '')
}
