import dayjs, { type Dayjs } from 'dayjs'

/** A range picker's value for an optional validity window: either end may be open. */
export type WindowValue = [Dayjs | null, Dayjs | null] | null | undefined

/** The picker's value as the API's two optional times (ISO, UTC). */
export function windowBounds(window: WindowValue): [string | null, string | null] {
  return [window?.[0]?.toISOString() ?? null, window?.[1]?.toISOString() ?? null]
}

/** The API's two optional times as the picker's value (null when both are open). */
export function windowValue(start: string | null | undefined, end: string | null | undefined): WindowValue {
  return start || end ? [start ? dayjs(start) : null, end ? dayjs(end) : null] : null
}

/** A moment in the reader's language, or a dash. */
export function momentText(value: string | null | undefined, language: string): string {
  return value ? new Date(value).toLocaleString(language) : '—'
}

/** A window as "start – end" in the reader's language, or `open` when it has neither end. */
export function windowText(start: string | null | undefined, end: string | null | undefined, language: string, open: string): string {
  return start || end ? `${momentText(start, language)} – ${momentText(end, language)}` : open
}
