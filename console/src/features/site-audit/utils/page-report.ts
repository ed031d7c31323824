/** The public page checker's report (POST /tool/checker) arranged for reading. */
import type { PageCheckFinding, SeverityCounts } from '../types'

export interface CategoryGroup {
  category: string
  title: string
  findings: PageCheckFinding[]
}

/** Findings grouped by category, categories and findings in the API's (catalogue) order. */
export function groupByCategory(findings: PageCheckFinding[]): CategoryGroup[] {
  const groups = new Map<string, CategoryGroup>()
  for (const finding of findings) {
    let group = groups.get(finding.category)
    if (!group) {
      group = { category: finding.category, title: finding.category_title || finding.category, findings: [] }
      groups.set(finding.category, group)
    }
    group.findings.push(finding)
  }
  return [...groups.values()]
}

/** How many checks failed at each severity. */
export function findingCounts(findings: PageCheckFinding[]): SeverityCounts {
  const counts: SeverityCounts = { error: 0, warning: 0, notice: 0 }
  for (const finding of findings) counts[finding.severity] += 1
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
