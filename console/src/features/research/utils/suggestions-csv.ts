/** The suggestions screen's CSV: the rows on screen (filtered and sorted as shown), at most SPEC §9's
 * 5,000, with a byte-order mark so that Excel reads the Chinese and Japanese text as UTF-8. */
import type { Idea } from '../api/suggestions'

export const EXPORT_LIMIT = 5000

export const CSV_COLUMNS = [
  'keyword',
  'volume',
  'cpc_usd',
  'competition',
  'competition_label',
  'difficulty',
  'intent',
  'question',
  'source',
  'trend',
] as const
export type CsvColumn = (typeof CSV_COLUMNS)[number]

function cell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value)
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export interface CsvTexts {
  headers: Record<CsvColumn, string>
  competition: (level: number) => string
  intent: (intent: string) => string
  yes: string
  no: string
}

/** The CSV text of `ideas` (the first EXPORT_LIMIT of them) and whether the list was cut. */
export function ideasCsv(ideas: Idea[], texts: CsvTexts): { text: string; rows: number; cut: boolean } {
  const kept = ideas.slice(0, EXPORT_LIMIT)
  const lines = [CSV_COLUMNS.map((column) => cell(texts.headers[column])).join(',')]
  for (const idea of kept) {
    const m = idea.metrics
    const values: Record<CsvColumn, string | number | null | undefined> = {
      keyword: idea.keyword,
      volume: m?.volume,
      cpc_usd: m?.cpc_usd,
      competition: m?.competition,
      competition_label: m?.competition === null || m?.competition === undefined ? '' : texts.competition(m.competition),
      difficulty: idea.difficulty?.score,
      intent: idea.intent.intents.map(texts.intent).join(' / '),
      question: idea.question ? texts.yes : texts.no,
      source: idea.origin_label,
      trend: m?.trend.map((point) => point.volume).join(' '),
    }
    lines.push(CSV_COLUMNS.map((column) => cell(values[column])).join(','))
  }
  return { text: `\ufeff${lines.join('\r\n')}\r\n`, rows: kept.length, cut: ideas.length > kept.length }
}

/** Saves `text` as a CSV file named `name`. */
export function saveCsv(text: string, name: string): void {
  const link = document.createElement('a')
  link.href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  link.download = name
  link.click()
  URL.revokeObjectURL(link.href)
}
