import { describe, expect, it } from 'vitest'
import { workshopPageOf } from './workshop-page'

describe('workshopPageOf', () => {
  it('names the trainer console and the public scoreboard', () => {
    expect(workshopPageOf('/workshop/trainer')).toBe('trainer')
    expect(workshopPageOf('/workshop/Scoreboard/')).toBe('scoreboard')
  })

  it('falls back to the join page', () => {
    expect(workshopPageOf('/workshop/join')).toBe('join')
    expect(workshopPageOf('/workshop/trainer/teams')).toBe('join')
  })
})
