/**
 * Where the site check screens live. One screen serves the site checker's own routes
 * (`/seo-checker/{site}`, `/seo-checker/{site}/{item}`) and the project's
 * (`/projects/{site}/site-audit/overview`, `…/overview/{item}`); its links stay in the area it was
 * opened from. An item is a category slug, `report` for every issue or `pages` for the problem pages.
 */
export const REPORT_ITEM = 'report'
/** The problem pages: every crawled URL with its findings per severity. */
export const PAGES_ITEM = 'pages'

export function overviewBase(pathname: string, siteId: number): string {
  return pathname.startsWith('/projects/') ? `/projects/${siteId}/site-audit/overview` : `/seo-checker/${siteId}`
}

/** The path of an item (category or the report) under the overview the screen was opened from. */
export const itemPath = (base: string, item: string) => `${base}/${encodeURIComponent(item)}`

/** The project's link and text pages (SPEC §2 project pages), from the site's latest crawl. */
export const LINK_PAGES = [
  { key: 'brokenLinks', path: '/broken-links' },
  { key: 'internalLinks', path: '/internal-links' },
  { key: 'checkTitle', path: '/check-title' },
  { key: 'checkDescription', path: '/check-description' },
] as const

/** The link or text page a project path is on (its key), or null. */
export function linkPage(pathname: string, siteId: number): string | null {
  const rest = pathname.slice(`/projects/${siteId}`.length)
  return LINK_PAGES.find((page) => rest === page.path || rest.startsWith(`${page.path}/`))?.key ?? null
}
