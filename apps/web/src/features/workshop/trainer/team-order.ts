import type { TeamSummary } from '@juicy/contracts'

export interface RankedTeam extends TeamSummary {
  /** 1 for the highest score; equal scores are ranked by name, as on the public scoreboard. */
  rank: number
}

export type TeamColumn = 'rank' | 'name' | 'score' | 'solved' | 'totalCheatScore' | 'lastSolvedAt'
export type SortDirection = 'asc' | 'desc'

export interface TeamOrder {
  column: TeamColumn
  direction: SortDirection
}

export const BY_RANK: TeamOrder = { column: 'rank', direction: 'asc' }

/** The order a column sorts in when first chosen: best first, names alphabetically. */
const FIRST_DIRECTION: Record<TeamColumn, SortDirection> = {
  rank: 'asc',
  name: 'asc',
  score: 'desc',
  solved: 'desc',
  totalCheatScore: 'desc',
  lastSolvedAt: 'desc',
}

const compare: Record<TeamColumn, (a: RankedTeam, b: RankedTeam) => number> = {
  rank: (a, b) => a.rank - b.rank,
  name: (a, b) => a.name.localeCompare(b.name),
  score: (a, b) => a.score - b.score,
  solved: (a, b) => a.solved - b.solved,
  totalCheatScore: (a, b) => a.totalCheatScore - b.totalCheatScore,
  // A team that never solved anything counts as the longest ago.
  lastSolvedAt: (a, b) => (a.lastSolvedAt ?? '').localeCompare(b.lastSolvedAt ?? ''),
}

export function rankTeams(teams: readonly TeamSummary[]): RankedTeam[] {
  return [...teams]
    .sort((a, b) => b.score - a.score || a.name.localeCompare(b.name))
    .map((team, index) => ({ ...team, rank: index + 1 }))
}

/** The teams in the chosen order; ties keep the ranking's order. */
export function sortTeams(teams: readonly RankedTeam[], { column, direction }: TeamOrder): RankedTeam[] {
  const sign = direction === 'asc' ? 1 : -1
  return [...teams].sort((a, b) => sign * compare[column](a, b) || a.rank - b.rank)
}

/** Choosing the sorted column again turns the direction round; another column starts with its natural direction. */
export function nextOrder(current: TeamOrder, column: TeamColumn): TeamOrder {
  if (current.column !== column) return { column, direction: FIRST_DIRECTION[column] }
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
}
