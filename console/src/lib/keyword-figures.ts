/** How SPEC §3's keyword figures read wherever they are shown (research, ranking grid, keyword settings). */

/** A US-dollar amount (CPC) with cents (`$1.25`), '—' without one. */
export function formatUsd(amount: number | null | undefined): string {
  return typeof amount === 'number' ? `$${amount.toFixed(2)}` : '—'
}
