/** NT$1,490 in every language (prices are New Taiwan dollars, tax included). */
export function formatNtd(amount: number): string {
  return `NT$${amount.toLocaleString('en-US')}`
}

/** An invoice number as printed on Taiwanese invoices: the track's two letters, a hyphen, eight digits. */
export function invoiceNumber(number: string): string {
  return `${number.slice(0, 2)}-${number.slice(2)}`
}
