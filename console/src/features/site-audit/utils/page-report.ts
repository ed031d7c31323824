/** The public page checker's report (a done job of GET /tool/checker/{id}) arranged for reading. */
import type { PageCheckFinding, SeverityCounts } from '@/types/site-audit'

type CategoryTexts = Record<string, { title: Record<string, string> }>

// The catalogue's own category titles (the API's site checks send them; the page checker sends slugs).
const CATEGORY_FILES = import.meta.glob<CategoryTexts>('../../../../../analytics/audits/checks/categories.json', {
  eager: true,
  import: 'default',
})
const CATEGORY_TEXTS: CategoryTexts = Object.values(CATEGORY_FILES)[0] ?? {}

/** A category's title in the language, else in English, else its slug. */
export function categoryTitle(category: string, locale: string): string {
  const titles = CATEGORY_TEXTS[category]?.title
  return titles?.[locale] ?? titles?.en ?? category
}

export interface CategoryGroup {
  category: string
  title: string
  findings: PageCheckFinding[]
}

/** Findings grouped by category, categories and findings in the API's (catalogue) order. */
export function groupByCategory(findings: PageCheckFinding[], locale: string): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>()
  for (const finding of findings) {
    let group = groups.get(finding.category)
    if (!group) {
      group = { category: finding.category, title: categoryTitle(finding.category, locale), findings: [] }
      groups.set(finding.category, group)
    }
    group.findings.push(finding)
  }
  return [...groups.values()]
}

/** Findings (the items of the failed checks) of each severity, as the API counts them. */
export function findingCounts(findings: PageCheckFinding[]): SeverityCounts {
  const counts: SeverityCounts = { error: 0, warning: 0, notice: 0 }
  for (const finding of findings) counts[finding.severity] += Math.max(finding.items.length, 1)
  return counts
}

/** What the URL box accepts: a web address, with or without its scheme (https:// is assumed). */
export function normalizePageUrl(input: string): string | null {
  const text = input.trim()
  if (!text) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`
  try {
    const url = new URL(withScheme)
    if (!['http:', 'https:'].includes(url.protocol) || (!url.hostname.includes('.') && url.hostname !== 'localhost')) return null
    return url.toString()
  } catch {
    return null
  }
}
