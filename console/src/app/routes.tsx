/**
 * The route registry: every screen of the console, its layout and its breadcrumbs. Each path here
 * must also be listed in route-table.json with its access rule (auth | guest | public); a unit test
 * checks the two agree.
 */
import type { AppRoute } from './route-types'

export const appRoutes: AppRoute[] = [
  // ── Sign-in, account and legal screens (console shell) ──────────────────────────────────────────

  // ── Feature screens: profile, tokens, operation history, projects ───────────────────────────────
  // Add one entry per screen below (layout 'default' for the signed-in console), with its crumbs.

  // ── End of feature screens ──────────────────────────────────────────────────────────────────────
]
