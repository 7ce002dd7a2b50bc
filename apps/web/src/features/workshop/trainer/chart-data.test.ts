import type { ClassSolve, TeamSummary } from '@juicy/contracts'
import { describe, expect, it } from 'vitest'
import { clockFormat, cumulativeSolves, solvesPerCategory, solvesPerDifficulty } from './chart-data'

const team = (name: string, createdAt: string): TeamSummary => ({
  name,
  createdAt,
  solved: 0,
  restored: 0,
  total: 100,
  score: 0,
  lastSolvedAt: null,
  categories: [],
  totalCheatScore: 0,
})
const solve = (team: string, solvedAt: string, category = 'XSS', difficulty = 1): ClassSolve => ({
  team,
  challenge: `${team}-${solvedAt}`,
  name: 'A challenge',
  difficulty,
  category,
  solvedAt,
})

describe('cumulativeSolves', () => {
  it('counts each team’s solves up at every solve of the class, from zero at the start', () => {
    const teams = [team('red', '2026-11-25T09:01:00Z'), team('blue', '2026-11-25T09:00:00Z')]
    const solves = [
      solve('red', '2026-11-25T09:10:00Z'),
      solve('blue', '2026-11-25T09:05:00Z'),
      solve('red', '2026-11-25T09:20:00Z'),
    ]
    const { times, series } = cumulativeSolves(solves, teams)
    expect(times.map((time) => time.toISOString().slice(11, 16))).toEqual([
      '09:00',
      '09:05',
      '09:10',
      '09:20',
    ])
    expect(series).toEqual([
      { team: 'blue', counts: [0, 1, 1, 1] },
      { team: 'red', counts: [0, 0, 1, 2] },
    ])
  })

  it('has nothing to draw without teams', () => {
    expect(cumulativeSolves([], [])).toEqual({ times: [], series: [] })
  })
})

describe('solvesPerCategory', () => {
  it('counts solves per category, most first', () => {
    const solves = [solve('red', 'a', 'XSS'), solve('red', 'b', 'Injection'), solve('blue', 'c', 'Injection')]
    expect(solvesPerCategory(solves)).toEqual([
      { category: 'Injection', solves: 2 },
      { category: 'XSS', solves: 1 },
    ])
  })
})

describe('solvesPerDifficulty', () => {
  it('counts solves for each difficulty from 1 to 6', () => {
    const solves = [solve('red', 'a', 'XSS', 1), solve('red', 'b', 'XSS', 3), solve('blue', 'c', 'XSS', 1)]
    expect(solvesPerDifficulty(solves)).toEqual([2, 0, 1, 0, 0, 0])
  })
})

describe('clockFormat', () => {
  const at = (time: string) => new Date(`2026-11-25T${time}Z`)

  it('shows seconds while the solves span a few minutes', () => {
    expect(clockFormat([at('09:00:00'), at('09:04:00')])).toHaveProperty('second')
  })

  it('shows hours and minutes for a longer workshop', () => {
    expect(clockFormat([at('09:00:00'), at('11:30:00')])).not.toHaveProperty('second')
  })
})
