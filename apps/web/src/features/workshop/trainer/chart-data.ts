import type { ClassSolve, TeamSummary } from '@juicy/contracts'

export interface CumulativeSolves {
  /** The x values every line shares: the workshop's start, then each solve's time. */
  times: Date[]
  /** Per team, how many challenges it had solved at each of those times. */
  series: { team: string; counts: number[] }[]
}

const bySolvedAt = (a: ClassSolve, b: ClassSolve) => a.solvedAt.localeCompare(b.solvedAt)

/** Solves over time per team, as step lines from zero at the earliest team's creation. */
export function cumulativeSolves(
  solves: readonly ClassSolve[],
  teams: readonly TeamSummary[],
): CumulativeSolves {
  const names = [...new Set([...teams.map(({ name }) => name), ...solves.map(({ team }) => team)])].sort()
  const solvedSoFar = new Map(names.map((name) => [name, 0]))
  const start = teams.map(({ createdAt }) => createdAt).sort()[0]
  const times: Date[] = start === undefined ? [] : [new Date(start)]
  const counts = new Map(names.map((name) => [name, start === undefined ? [] : [0]]))
  for (const solve of [...solves].sort(bySolvedAt)) {
    solvedSoFar.set(solve.team, (solvedSoFar.get(solve.team) ?? 0) + 1)
    times.push(new Date(solve.solvedAt))
    for (const name of names) counts.get(name)!.push(solvedSoFar.get(name)!)
  }
  return { times, series: names.map((team) => ({ team, counts: counts.get(team)! })) }
}

/** Solves per category, most solved first. */
export function solvesPerCategory(solves: readonly ClassSolve[]): { category: string; solves: number }[] {
  const counts = new Map<string, number>()
  for (const { category } of solves) counts.set(category, (counts.get(category) ?? 0) + 1)
  return [...counts]
    .map(([category, count]) => ({ category, solves: count }))
    .sort((a, b) => b.solves - a.solves || a.category.localeCompare(b.category))
}

export const DIFFICULTIES = [1, 2, 3, 4, 5, 6] as const

/** Solves per difficulty, from one star to six. */
export function solvesPerDifficulty(solves: readonly ClassSolve[]): number[] {
  return DIFFICULTIES.map((level) => solves.filter(({ difficulty }) => difficulty === level).length)
}

/** Below this span the clock shows seconds too, else the ticks of a short workshop would all read alike. */
const SHORT_SPAN_MS = 10 * 60 * 1000

/** How the time axis shows a clock time: with seconds while the solves span only a few minutes. */
export function clockFormat(times: readonly Date[]): Intl.DateTimeFormatOptions {
  const span = times.length < 2 ? 0 : times[times.length - 1]!.getTime() - times[0]!.getTime()
  return span < SHORT_SPAN_MS
    ? { hour: '2-digit', minute: '2-digit', second: '2-digit' }
    : { hour: '2-digit', minute: '2-digit' }
}
