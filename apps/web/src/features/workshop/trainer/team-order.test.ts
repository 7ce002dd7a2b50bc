import type { TeamSummary } from '@juicy/contracts'
import { describe, expect, it } from 'vitest'
import { BY_RANK, nextOrder, rankTeams, sortTeams } from './team-order'

const team = (name: string, score: number, solved: number, lastSolvedAt: string | null): TeamSummary => ({
  name,
  createdAt: '2026-11-25T09:00:00Z',
  solved,
  restored: 0,
  total: 100,
  score,
  lastSolvedAt,
  categories: [],
  totalCheatScore: solved / 10,
})

const teams = [
  team('blue', 100, 1, '2026-11-25T09:10:00Z'),
  team('red', 350, 3, '2026-11-25T09:05:00Z'),
  team('amber', 100, 2, null),
  team('green', 0, 0, null),
]
const names = (ranked: { name: string }[]) => ranked.map(({ name }) => name)

describe('rankTeams', () => {
  it('ranks by score, equal scores by name', () => {
    const ranked = rankTeams(teams)
    expect(ranked.map(({ name, rank }) => [rank, name])).toEqual([
      [1, 'red'],
      [2, 'amber'],
      [3, 'blue'],
      [4, 'green'],
    ])
  })
})

describe('sortTeams', () => {
  const ranked = rankTeams(teams)

  it('sorts by rank by default', () => {
    expect(names(sortTeams(ranked, BY_RANK))).toEqual(['red', 'amber', 'blue', 'green'])
  })

  it('sorts by name and by solved count, ties in rank order', () => {
    expect(names(sortTeams(ranked, { column: 'name', direction: 'asc' }))).toEqual([
      'amber',
      'blue',
      'green',
      'red',
    ])
    expect(names(sortTeams(ranked, { column: 'solved', direction: 'asc' }))).toEqual([
      'green',
      'blue',
      'amber',
      'red',
    ])
  })

  it('sorts by cheat score, most suspicious first', () => {
    expect(names(sortTeams(ranked, { column: 'totalCheatScore', direction: 'desc' }))).toEqual([
      'red',
      'amber',
      'blue',
      'green',
    ])
  })

  it('puts the latest solve first and teams without a solve last', () => {
    expect(names(sortTeams(ranked, { column: 'lastSolvedAt', direction: 'desc' }))).toEqual([
      'blue',
      'red',
      'amber',
      'green',
    ])
  })
})

describe('nextOrder', () => {
  it('starts a new column in its natural direction', () => {
    expect(nextOrder(BY_RANK, 'score')).toEqual({ column: 'score', direction: 'desc' })
    expect(nextOrder(BY_RANK, 'name')).toEqual({ column: 'name', direction: 'asc' })
  })

  it('turns the direction round on the same column', () => {
    expect(nextOrder(BY_RANK, 'rank')).toEqual({ column: 'rank', direction: 'desc' })
  })
})
