/**
 * The permutation tool's rule (it needs no server): words of up to MAX_GROUPS groups combined, one
 * word of each group in group order (or in every order of the groups), joined by each chosen
 * separator. The count is known before anything is generated, and nothing over MAX_RESULTS is.
 */

export const MAX_GROUPS = 5
export const MAX_WORDS_PER_GROUP = 100
export const MAX_WORD_CHARS = 80
export const MAX_RESULTS = 10_000

export type PermutationIssue =
  | { code: 'groupsRequired'; params: { min: number } }
  | { code: 'tooManyWords'; params: { group: number; max: number } }
  | { code: 'wordTooLong'; params: { group: number; max: number } }
  | { code: 'separatorRequired'; params?: undefined }
  | { code: 'tooManyResults'; params: { count: number; max: number } }

/** A group's words: one a line, trimmed, blank lines and repeats dropped, first spelling kept. */
export function groupWords(text: string): string[] {
  const seen = new Set<string>()
  const words: string[] = []
  for (const line of text.split(/\r?\n/)) {
    const word = line.replace(/\s+/g, ' ').trim()
    if (word && !seen.has(word)) {
      seen.add(word)
      words.push(word)
    }
  }
  return words
}

function factorial(n: number): number {
  return n <= 1 ? 1 : n * factorial(n - 1)
}

/** How many combinations the groups give, before repeats are removed: ∏ sizes × separators (× k! orders). */
export function permutationCount(groups: string[][], separators: string[], everyOrder: boolean): number {
  const filled = groups.filter((words) => words.length > 0)
  if (filled.length === 0 || separators.length === 0) return 0
  const product = filled.reduce((total, words) => total * words.length, 1)
  return product * separators.length * (everyOrder ? factorial(filled.length) : 1)
}

/** What keeps the groups from being combined, in the order a user fixes it. */
export function permutationIssues(groups: string[][], separators: string[], everyOrder: boolean): PermutationIssue[] {
  const issues: PermutationIssue[] = []
  groups.forEach((words, index) => {
    if (words.length > MAX_WORDS_PER_GROUP) issues.push({ code: 'tooManyWords', params: { group: index + 1, max: MAX_WORDS_PER_GROUP } })
    if (words.some((word) => word.length > MAX_WORD_CHARS)) issues.push({ code: 'wordTooLong', params: { group: index + 1, max: MAX_WORD_CHARS } })
  })
  if (groups.filter((words) => words.length > 0).length < 2) issues.push({ code: 'groupsRequired', params: { min: 2 } })
  if (separators.length === 0) issues.push({ code: 'separatorRequired' })
  const count = permutationCount(groups, separators, everyOrder)
  if (count > MAX_RESULTS) issues.push({ code: 'tooManyResults', params: { count, max: MAX_RESULTS } })
  return issues
}

function orders(count: number): number[][] {
  if (count <= 1) return [[0]]
  const out: number[][] = []
  for (const rest of orders(count - 1)) {
    for (let at = 0; at <= rest.length; at++) out.push([...rest.slice(0, at), count - 1, ...rest.slice(at)])
  }
  return out.sort((a, b) => a.join().localeCompare(b.join()))
}

/**
 * Every combination: for each order of the groups (only the given one unless `everyOrder`), each
 * separator, and each choice of one word per group; repeats (the same text twice) kept once.
 * Callers check `permutationIssues` first: this refuses nothing.
 */
export function permute(groups: string[][], separators: string[], everyOrder: boolean): string[] {
  const filled = groups.filter((words) => words.length > 0)
  if (filled.length === 0) return []
  const results = new Set<string>()
  for (const order of everyOrder ? orders(filled.length) : [filled.map((_, index) => index)]) {
    const ordered = order.map((index) => filled[index])
    for (const separator of separators) {
      let combos: string[][] = [[]]
      for (const words of ordered) combos = combos.flatMap((combo) => words.map((word) => [...combo, word]))
      for (const combo of combos) results.add(combo.join(separator))
    }
  }
  return [...results]
}
