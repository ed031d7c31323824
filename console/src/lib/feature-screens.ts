/**
 * The screen where each plan feature is used. A feature whose screen is not registered yet (it comes
 * with a later release) is neither listed with its quota nor advertised: the console shows only what
 * exists (`useHasScreen`).
 */
export const FEATURE_SCREENS: Record<string, string> = {
  sites: '/',
  keywords: '/projects/0/keywords',
  competitors: '/projects/0/competitors',
  receivers: '/projects/0/edit',
  members: '/projects/0/edit',
  api_tokens: '/tokens',
  keyword_lists: '/keyword-planning/keywords-lists',
  keyword_list_items: '/keyword-planning/keywords-lists/0',
  ranking_update: '/projects/0/rankings',
  ranking_report: '/projects/0/rankings/reports',
  yahoo_ranking: '/projects/0/rankings',
  keyword_gap: '/projects/0/keyword-gap',
  rank_check: '/tool/rank-check',
  page_audit: '/seo-checker',
  pages_check: '/projects/0/site-audit',
  pages_per_project: '/projects/0/site-audit',
  batch_audit: '/projects/0/site-audit/batch-audit',
  keyword_search: '/keyword-planning/suggestions',
  competitor_research: '/sites/research',
  backlinks: '/sites/research',
  writer: '/seo-diy/seo-writer',
  text_comply: '/seo-diy/seo-writer/0/text-comply',
  writer_share: '/share/seo-writer/0',
  ai_generator: '/seo-diy/ai-writer',
  ai_resize: '/seo-diy/ai-writer',
  cms_plugin: '/seo-diy/seo-writer',
  google_indexing: '/projects/0/google-indexing',
  monthly_report_email: '/projects/0/monthly_report',
}

/** Whether `feature` has a screen in this build (`hasScreen` from `useHasScreen`). */
export function featureExists(hasScreen: (path: string) => boolean, feature: string): boolean {
  const path = FEATURE_SCREENS[feature]
  return path !== undefined && hasScreen(path)
}
