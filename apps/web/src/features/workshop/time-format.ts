/** The BCP 47 tag of an i18next language code (`de_DE` becomes `de-DE`). */
export const localeOf = (language: string): string => language.replace('_', '-')

const UNITS = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const

/** Below this, a moment is "now" rather than "12 seconds ago". */
const JUST_NOW_SECONDS = 45

/**
 * How long ago `at` was, in the largest whole unit: "3 minutes ago", "yesterday", "now". A time slightly ahead of
 * this browser's clock (the server's clock may run ahead) reads as now.
 */
export function formatRelativeTime(at: string, now: number, locale: string): string {
  const secondsAgo = Math.max(0, Math.floor((now - Date.parse(at)) / 1000))
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })
  if (secondsAgo < JUST_NOW_SECONDS) return format.format(0, 'second')
  const [unit, size] = UNITS.find(([, length]) => secondsAgo >= length) ?? UNITS[3]
  return format.format(-Math.floor(secondsAgo / size), unit)
}

const unitText = (count: number, unit: (typeof UNITS)[number][0], locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(count)

/** A length of time in its two largest units: "2 hr 5 min", "45 sec", "3 days 4 hr". */
export function formatDuration(totalSeconds: number, locale: string): string {
  const seconds = Math.max(0, Math.round(totalSeconds))
  const index = UNITS.findIndex(([, length]) => seconds >= length)
  if (index === -1) return unitText(0, 'second', locale)
  const [unit, size] = UNITS[index]!
  const larger = unitText(Math.floor(seconds / size), unit, locale)
  const next = UNITS[index + 1]
  const rest = next ? Math.floor((seconds % size) / next[1]) : 0
  return next && rest > 0 ? `${larger} ${unitText(rest, next[0], locale)}` : larger
}

/** Seconds from one ISO time to another. */
export const secondsBetween = (from: string, to: string): number => (Date.parse(to) - Date.parse(from)) / 1000
