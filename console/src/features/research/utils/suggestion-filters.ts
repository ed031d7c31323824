/**
 * The suggestions screen's filters and word groups, on the ideas the API answered. Words are the
 * server's (`IdeaOut.words`: jieba for Chinese, Sudachi for Japanese, word characters otherwise), so
 * Chinese and Japanese keywords are never split on spaces here; question keywords are the server's
 * `question` flag (analytics.research.intent.is_question: zh/ja/en question words and forms).
 */
import { casefold } from '@/lib/project-validation'
import type { Idea, Intent } from '../api/suggestions'

/** Keywords folded as the server folds them (analytics.rankings.keys.normalize_keyword): NFKC, case,
 * runs of white space as one space. */
export function fold(text: string): string {
  return casefold(text.normalize('NFKC')).replace(/\s+/g, ' ').trim()
}

// Han, kana, Hangul, and the CJK punctuation and full-width forms block
const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af\u3005\u30fc]/
export const isCjk = (text: string) => CJK.test(text)

/** The terms a person typed in an include or exclude box: separated by commas (also ，、；;), line
 * breaks or spaces, folded, each once. */
export function parseTerms(input: string): string[] {
  return [...new Set(input.split(/[,，、;；\n\r\s]+/).map(fold).filter(Boolean))]
}

/**
 * Whether an idea holds a term. A Chinese or Japanese term is looked for in the keyword's characters
 * with its spaces left out ("咖啡豆推薦" is in "咖啡豆 推薦", and "推薦" in "推薦咖啡豆": such languages
 * write words without spaces); any other term must be whole words of the keyword ("car" is not in
 * "cards"), a term of several words in that order.
 */
export function holdsTerm(idea: Pick<Idea, 'keyword' | 'words'>, term: string): boolean {
  const folded = fold(idea.keyword)
  if (isCjk(term)) return folded.replace(/ /g, '').includes(term.replace(/ /g, ''))
  if (term.includes(' ')) return ` ${idea.words.join(' ')} `.includes(` ${term} `) || ` ${folded} `.includes(` ${term} `)
  return idea.words.includes(term)
}

export interface IdeaFilter {
  volumeMin: number | null
  volumeMax: number | null
  /** every one of these terms (parseTerms) */
  include: string[]
  /** none of these terms */
  exclude: string[]
  /** any of these intents (empty: all) */
  intents: Intent[]
  questionsOnly: boolean
  /** a word group picked in the side list (wordGroups), or null */
  group: string | null
}

export const NO_FILTER: IdeaFilter = {
  volumeMin: null,
  volumeMax: null,
  include: [],
  exclude: [],
  intents: [],
  questionsOnly: false,
  group: null,
}

/** Whether any filter narrows the list. */
export const isFiltered = (filter: IdeaFilter) =>
  filter.volumeMin !== null ||
  filter.volumeMax !== null ||
  filter.include.length > 0 ||
  filter.exclude.length > 0 ||
  filter.intents.length > 0 ||
  filter.questionsOnly ||
  filter.group !== null

/** An idea's volume: null when the provider had no figure (such an idea is outside any volume range). */
export const volumeOf = (idea: Idea): number | null => idea.metrics?.volume ?? null

export function matches(idea: Idea, filter: IdeaFilter): boolean {
  if (filter.volumeMin !== null || filter.volumeMax !== null) {
    const volume = volumeOf(idea)
    if (volume === null) return false
    if (filter.volumeMin !== null && volume < filter.volumeMin) return false
    if (filter.volumeMax !== null && volume > filter.volumeMax) return false
  }
  if (!filter.include.every((term) => holdsTerm(idea, term))) return false
  if (filter.exclude.some((term) => holdsTerm(idea, term))) return false
  if (filter.intents.length > 0 && !idea.intent.intents.some((intent) => filter.intents.includes(intent as Intent))) return false
  if (filter.questionsOnly && !idea.question) return false
  if (filter.group !== null && !idea.words.includes(filter.group)) return false
  return true
}

export function filterIdeas(ideas: Idea[], filter: IdeaFilter): Idea[] {
  return ideas.filter((idea) => matches(idea, filter))
}

// Words too common to group by: particles and function words the tokenizers keep as words.
const FUNCTION_WORDS = new Set([
  // Chinese
  '的', '了', '和', '與', '与', '及', '或', '在', '是', '有', '嗎', '吗', '呢', '之',
  // Japanese
  'の', 'は', 'が', 'を', 'に', 'で', 'と', 'も', 'や', 'へ', 'か', 'な', 'だ', 'です', 'ます', 'する',
  // English
  'a', 'an', 'the', 'of', 'for', 'in', 'on', 'to', 'and', 'or', 'is', 'are', 'with', 'at', 'by',
])

/** The words of the seed, which every idea shares and so groups nothing: the seed idea's own words (the
 * server cut them) and any word inside the seed's characters. */
export function seedWords(seed: string, ideas: Idea[]): Set<string> {
  const folded = fold(seed)
  const squashed = folded.replace(/ /g, '')
  const words = new Set(ideas.find((idea) => fold(idea.keyword) === folded)?.words ?? [])
  for (const idea of ideas) {
    for (const word of idea.words) if (isCjk(word) && squashed.includes(word)) words.add(word)
  }
  for (const word of folded.split(' ')) if (!isCjk(word)) words.add(word)
  return words
}

export interface WordGroup {
  word: string
  count: number
}

/**
 * Ideas grouped by a shared word: each word (other than the seed's and function words) held by at
 * least `min` ideas, with how many hold it, the most shared first, then in the words' order.
 */
export function wordGroups(ideas: Idea[], seed: string, min = 2): WordGroup[] {
  const skip = seedWords(seed, ideas)
  const counts = new Map<string, number>()
  for (const idea of ideas) {
    for (const word of new Set(idea.words)) {
      if (skip.has(word) || FUNCTION_WORDS.has(word) || (!isCjk(word) && word.length < 2)) continue
      counts.set(word, (counts.get(word) ?? 0) + 1)
    }
  }
  return [...counts]
    .filter(([, count]) => count >= min)
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word))
}

/** SVG path of monthly volumes in a width × height box, the highest month at the top; '' with fewer
 * than two months. */
export function trendPath(volumes: number[], width: number, height: number, pad = 2): string {
  if (volumes.length < 2) return ''
  const low = Math.min(...volumes)
  const span = Math.max(...volumes) - low
  const step = (width - 2 * pad) / (volumes.length - 1)
  return volumes
    .map((volume, index) => {
      const y = span === 0 ? height / 2 : pad + (1 - (volume - low) / span) * (height - 2 * pad)
      return `${index ? 'L' : 'M'}${(pad + index * step).toFixed(1)},${y.toFixed(1)}`
    })
    .join('')
}
