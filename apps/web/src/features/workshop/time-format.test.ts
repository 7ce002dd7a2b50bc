import { describe, expect, it } from 'vitest'
import { formatDuration, formatRelativeTime, localeOf, secondsBetween } from './time-format'

const now = Date.parse('2026-11-25T10:00:00Z')
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString()

describe('formatRelativeTime', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(formatRelativeTime(ago(3 * 60 + 20), now, 'en')).toBe('3 minutes ago')
    expect(formatRelativeTime(ago(2 * 3600 + 59 * 60), now, 'en')).toBe('2 hours ago')
    expect(formatRelativeTime(ago(26 * 3600), now, 'en')).toBe('yesterday')
  })

  it('reads a moment ago, or a time slightly ahead of the browser, as now', () => {
    expect(formatRelativeTime(ago(10), now, 'en')).toBe('now')
    expect(formatRelativeTime(ago(-5), now, 'en')).toBe('now')
  })

  it('speaks the page language', () => {
    expect(formatRelativeTime(ago(3 * 60), now, localeOf('de_DE'))).toBe('vor 3 Minuten')
  })
})

describe('formatDuration', () => {
  it('shows the two largest units', () => {
    expect(formatDuration(2 * 3600 + 5 * 60 + 7, 'en')).toBe('2 hr 5 min')
    expect(formatDuration(45, 'en')).toBe('45 sec')
    expect(formatDuration(3600 + 30, 'en')).toBe('1 hr')
  })

  it('shows zero for nothing', () => {
    expect(formatDuration(0, 'en')).toBe('0 sec')
  })
})

describe('secondsBetween', () => {
  it('counts seconds from one time to another', () => {
    expect(secondsBetween(ago(90), ago(30))).toBe(60)
  })
})
