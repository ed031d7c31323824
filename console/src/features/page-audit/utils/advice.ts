/**
 * The report's advice (SPEC §5 "SEO advice thresholds") arranged for reading: grouped by the part of
 * the page it is about, failed items first within a group, each with what was found against what is
 * needed, read from the evidence the server computed (analytics/audits/scoring.py).
 */
import type { Advice } from '../types'

export const ADVICE_GROUPS = [
  { key: 'title', ids: ['title.length', 'title.suggested_keywords', 'title.unique'] },
  { key: 'description', ids: ['description.length', 'description.suggested_keywords', 'description.unique'] },
  { key: 'headings', ids: ['h1.single', 'h2.used', 'h1.suggested_keywords', 'h2.suggested_keywords'] },
  {
    key: 'content',
    ids: ['content.target_keywords', 'content.suggested_keywords', 'content.suggested_terms', 'content.not_thin'],
  },
  { key: 'media', ids: ['images.alt', 'social.og_image'] },
  { key: 'url', ids: ['url.level', 'url.length'] },
] as const

export type AdviceGroupKey = (typeof ADVICE_GROUPS)[number]['key'] | 'other'

export interface AdviceGroup {
  key: AdviceGroupKey
  items: Advice[]
  failed: number
}

/** The groups that have advice, in page order; failed items first, then SPEC order, in each. */
export function groupAdvice(advice: Advice[]): AdviceGroup[] {
  const known = new Map<string, AdviceGroupKey>(ADVICE_GROUPS.flatMap((group) => group.ids.map((id) => [id, group.key])))
  const order = new Map<string, number>(ADVICE_GROUPS.flatMap((group) => group.ids).map((id, index) => [id, index]))
  const groups: AdviceGroup[] = [...ADVICE_GROUPS.map((group) => group.key), 'other' as const].map((key) => ({
    key,
    items: advice
      .filter((item) => (known.get(item.id) ?? 'other') === key)
      .sort((a, b) => Number(a.passed) - Number(b.passed) || (order.get(a.id) ?? 99) - (order.get(b.id) ?? 99)),
    failed: 0,
  }))
  for (const group of groups) group.failed = group.items.filter((item) => !item.passed).length
  return groups.filter((group) => group.items.length > 0)
}

export type Unit = 'characters' | 'times' | 'keywords' | 'headings' | 'missingAlt' | 'words' | 'levels' | 'duplicatePages'

/** What the page has against what the advice asks for: `needed` reads "25–32", "≥ 5", "≤ 5" or "1" (null: not told). */
export interface Measure {
  found: number
  needed: string | null
  unit: Unit
}

/** The names, URLs or counts behind the measure, shown under the advice. */
export type Detail =
  | { kind: 'keywords' | 'images' | 'urls' | 'headings'; items: string[] }
  | { kind: 'counts'; items: [string, number][] }

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0)
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : [])

/** The advice's measure, or null when it is a plain yes/no (og:image). */
export function adviceMeasure(advice: Advice): Measure | null {
  const e = advice.evidence
  const [kind] = advice.id.split('.')
  switch (advice.id) {
    case 'title.length':
    case 'description.length': {
      const range = Array.isArray(e.range) ? e.range.map(num) : []
      return { found: num(e.characters), needed: range.length === 2 ? `${range[0]}–${range[1]}` : null, unit: 'characters' }
    }
    case 'h1.single':
      return { found: strings(e.h1).length, needed: '1', unit: 'headings' }
    case 'h2.used':
      return { found: num(e.h2), needed: '≥ 1', unit: 'headings' }
    case 'images.alt':
      return { found: strings(e.missing).length, needed: '0', unit: 'missingAlt' }
    case 'content.not_thin':
      return { found: num(e.words), needed: `≥ ${num(e.minimum)}`, unit: 'words' }
    case 'url.level':
      return { found: num(e.levels), needed: `≤ ${num(e.max_levels)}`, unit: 'levels' }
    case 'url.length':
      return { found: num(e.characters), needed: `≤ ${num(e.max_characters)}`, unit: 'characters' }
    case 'title.unique':
    case 'description.unique':
      return { found: strings(e.duplicates).length, needed: '0', unit: 'duplicatePages' }
    case 'social.og_image':
      return null
  }
  if (advice.id.endsWith('.suggested_keywords') && kind !== 'content') {
    return { found: strings(e.found).length, needed: `≥ ${num(e.minimum)}`, unit: 'keywords' }
  }
  if (kind === 'content') return { found: num(e.occurrences), needed: `≥ ${num(e.minimum)}`, unit: 'times' }
  return null
}

/** The evidence worth listing: keywords found, images without alt, duplicate URLs, H1s, per-keyword counts. */
export function adviceDetail(advice: Advice): Detail | null {
  const e = advice.evidence
  let detail: Detail | null = null
  if (Array.isArray(e.found)) detail = { kind: 'keywords', items: strings(e.found) }
  else if (e.counts && typeof e.counts === 'object') {
    detail = {
      kind: 'counts',
      items: Object.entries(e.counts as Record<string, unknown>)
        .map(([keyword, count]): [string, number] => [keyword, num(count)])
        .sort((a, b) => b[1] - a[1]),
    }
  } else if (Array.isArray(e.missing)) detail = { kind: 'images', items: strings(e.missing) }
  else if (Array.isArray(e.duplicates)) detail = { kind: 'urls', items: strings(e.duplicates) }
  else if (Array.isArray(e.h1)) detail = { kind: 'headings', items: strings(e.h1) }
  return detail && detail.items.length > 0 ? detail : null
}

/** The text measured by a length item (the title or description as read), if any. */
export function measuredText(advice: Advice): string | null {
  return typeof advice.evidence.text === 'string' && advice.evidence.text ? advice.evidence.text : null
}
