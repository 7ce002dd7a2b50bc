/**
 * The console edits the event's times in `<input type="datetime-local">` fields, which hold the trainer's local
 * time without a zone ("2026-11-29T14:30"); the API takes ISO times. Empty means no limit.
 */

const pad = (value: number) => String(value).padStart(2, '0')

/** An ISO time as a datetime-local value in the browser's zone ('' for none). */
export function toLocalInput(iso: string | null): string {
  if (iso === null) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** A datetime-local value (the browser's zone) as an ISO time, or null when empty or not a time. */
export function fromLocalInput(value: string): string | null {
  if (value.trim() === '') return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date.toISOString()
}
