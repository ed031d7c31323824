/** Pure helpers of the list detail screen. */

interface Item {
  id: number
  keyword: string
}

/** The list id of a route param, or null for anything that is not a positive integer. */
export function listIdOf(param: string | undefined): number | null {
  if (!param || !/^\d+$/.test(param)) return null
  const id = Number(param)
  return id > 0 && Number.isSafeInteger(id) ? id : null
}

/** What the actions act on: the selected keywords, or every keyword when none is selected. */
export function chosenKeywords(items: readonly Item[], selected: readonly number[]): string[] {
  if (selected.length === 0) return items.map((item) => item.keyword)
  const chosen = new Set(selected)
  return items.filter((item) => chosen.has(item.id)).map((item) => item.keyword)
}

/** A figure for a grid cell: grouped digits, a fixed number of decimals, or a dash when unknown. */
export function figure(value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined) return '–'
  return value.toLocaleString('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
}
