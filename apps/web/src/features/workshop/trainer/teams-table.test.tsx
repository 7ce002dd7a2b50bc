import type { TeamSummary } from '@juicy/contracts'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testI18n } from '../../../test/render'
import { TeamsTable } from './teams-table'

const now = Date.parse('2026-11-25T10:00:00Z')
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000).toISOString()
const team = (
  name: string,
  score: number,
  solved: number,
  lastSolvedAt: string | null,
  totalCheatScore = 0,
  restored = 0,
): TeamSummary => ({
  name,
  createdAt: '2026-11-25T09:00:00Z',
  solved,
  restored,
  total: 113,
  score,
  lastSolvedAt,
  categories: [{ category: 'XSS', solved: 1, total: 9 }],
  totalCheatScore,
})
const teams = [
  team('blue', 100, 1, minutesAgo(3)),
  team('red', 300, 3, minutesAgo(65), 0.85),
  team('amber', 0, 0, null, 0, 2),
]

const renderTable = (onAction = vi.fn()) => {
  render(
    <I18nextProvider i18n={testI18n()}>
      <TeamsTable teams={teams} onAction={onAction} />
    </I18nextProvider>,
  )
  return onAction
}
const teamOrder = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-team'))

describe('TeamsTable', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(now)
  })
  afterEach(() => vi.useRealTimers())

  it('ranks the teams by score, with their solved count and last solve in words', () => {
    renderTable()
    expect(teamOrder()).toEqual(['red', 'blue', 'amber'])
    const blue = screen.getAllByRole('row')[2]!
    expect(within(blue).getByText('1 / 113')).toBeTruthy()
    expect(within(blue).getByText('3 minutes ago')).toBeTruthy()
    expect(within(screen.getAllByRole('row')[1]!).getByText('1 hour ago')).toBeTruthy()
    expect(within(screen.getAllByRole('row')[3]!).getByText('none yet')).toBeTruthy()
  })

  it('shows the solves a team restored from a continue code beside the ones that count', () => {
    renderTable()
    const amber = screen.getAllByRole('row')[3]!
    expect(within(amber).getByText('0 / 113')).toBeTruthy()
    expect(within(amber).getByText('(+2 restored, not scored)')).toBeTruthy()
    expect(within(screen.getAllByRole('row')[2]!).queryByText(/restored/)).toBeNull()
  })

  it('sorts by a column header, and the other way round on a second click', () => {
    renderTable()
    fireEvent.click(screen.getByRole('button', { name: 'Team' }))
    expect(teamOrder()).toEqual(['amber', 'blue', 'red'])
    expect(screen.getByRole('columnheader', { name: 'Team' }).getAttribute('aria-sort')).toBe('ascending')
    fireEvent.click(screen.getByRole('button', { name: 'Team' }))
    expect(teamOrder()).toEqual(['red', 'blue', 'amber'])
    fireEvent.click(screen.getByRole('button', { name: 'Last solve' }))
    expect(teamOrder()).toEqual(['blue', 'red', 'amber'])
  })

  it("shows each team's cheat score as a percentage, marked when high, and sorts by it", () => {
    renderTable()
    const red = screen.getAllByRole('row')[1]!
    const redScore = red.querySelector('[data-column="cheatScore"]')!
    expect(redScore.textContent).toBe('85%')
    expect(within(red).getByLabelText('Implausibly fast solves')).toBeTruthy()
    expect(screen.getAllByRole('row')[2]!.querySelector('[data-column="cheatScore"]')!.textContent).toBe('0%')
    fireEvent.click(screen.getByRole('button', { name: 'Cheat score' }))
    expect(teamOrder()).toEqual(['red', 'blue', 'amber'])
    fireEvent.click(screen.getByRole('button', { name: 'Cheat score' }))
    expect(teamOrder()).toEqual(['blue', 'amber', 'red'])
  })

  it('offers the actions on each team by name', () => {
    const onAction = renderTable()
    fireEvent.click(screen.getByRole('button', { name: 'Reset team blue' }))
    fireEvent.click(screen.getByRole('button', { name: 'Show details of team red' }))
    expect(onAction.mock.calls).toEqual([
      ['reset', 'blue'],
      ['details', 'red'],
    ])
  })
})
