import { describe, expect, it } from 'vitest'
import { fromLocalInput, toLocalInput } from './event-times'

describe('the event form’s times', () => {
  it('turns a local date and time into an ISO time and back', () => {
    const iso = fromLocalInput('2026-11-29T14:30')
    expect(iso).toBe(new Date(2026, 10, 29, 14, 30).toISOString())
    expect(toLocalInput(iso)).toBe('2026-11-29T14:30')
  })

  it('treats an empty field as no limit and ignores what is not a time', () => {
    expect(fromLocalInput('')).toBeNull()
    expect(fromLocalInput('soon')).toBeNull()
    expect(toLocalInput(null)).toBe('')
  })
})
