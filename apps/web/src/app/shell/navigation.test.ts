import { describe, expect, it } from 'vitest'
import { sideMenuEntries } from './navigation'

const ids = (context: Parameters<typeof sideMenuEntries>[0]) =>
  sideMenuEntries(context).map((entry) => entry.id)

describe('side menu visibility', () => {
  it('shows the public entries and the tutorial to a new visitor', () => {
    expect(
      ids({ isLoggedIn: false, role: undefined, scoreBoardSolved: false, hackingInstructorEnabled: true }),
    ).toEqual(['home', 'contact', 'chatbot', 'about', 'photo-wall', 'getting-started'])
  })

  it('adds the customer entries and the score board once solved', () => {
    expect(
      ids({ isLoggedIn: true, role: 'customer', scoreBoardSolved: true, hackingInstructorEnabled: true }),
    ).toEqual(['home', 'contact', 'chatbot', 'complain', 'about', 'photo-wall', 'deluxe', 'score-board'])
  })

  it('shows accounting only to the accounting role', () => {
    expect(
      ids({ isLoggedIn: true, role: 'accounting', scoreBoardSolved: false, hackingInstructorEnabled: false }),
    ).toContain('accounting')
    expect(
      ids({ isLoggedIn: true, role: 'admin', scoreBoardSolved: false, hackingInstructorEnabled: false }),
    ).not.toContain('accounting')
  })
})
