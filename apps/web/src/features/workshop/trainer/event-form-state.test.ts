import { describe, expect, it } from 'vitest'
import { formOf, selectionOf, settingsOf } from './event-form-state'

const open = { challenges: null, startsAt: null, endsAt: null, freezeAt: null }

describe('the event form', () => {
  it('starts from the server’s settings and saves them unchanged', () => {
    const settings = {
      challenges: { categories: ['XSS'], keys: ['scoreBoardChallenge'], maxDifficulty: 3 },
      startsAt: new Date(2026, 10, 29, 9, 0).toISOString(),
      endsAt: new Date(2026, 10, 29, 10, 30).toISOString(),
      freezeAt: null,
    }
    expect(settingsOf(formOf(settings))).toEqual(settings)
    expect(settingsOf(formOf(open))).toEqual(open)
  })

  it('describes every challenge unless limited, and leaves empty criteria out', () => {
    const form = formOf(open)
    expect(selectionOf(form)).toBeNull()
    expect(selectionOf({ ...form, limited: true })).toEqual({})
    expect(selectionOf({ ...form, limited: true, keys: ' a, b  c,', minDifficulty: '2' })).toEqual({
      keys: ['a', 'b', 'c'],
      minDifficulty: 2,
    })
  })
})
