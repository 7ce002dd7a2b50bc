import type {
  CategoryProgress,
  ChallengeStats,
  ClassSolve,
  CodingPhase,
  TeamSolve,
  TeamSummary,
} from '@juicy/contracts'
import { unavailabilityReason } from '../challenges/availability.js'
import type { CatalogueEntry } from '../challenges/catalogue.js'
import { totalCheatScore } from '../challenges/cheat-score.js'
import { ctfPoints } from '../challenges/ctf-points.js'
import type { ProgressData } from '../challenges/progress-store.js'
import type { ShopConfig } from '../config/schema.js'
import type { EventPlan } from '../shop/event-plan.js'

/** A team and its challenge progress (live from its shop, or as persisted when the shop is not running). */
export interface TeamProgress {
  name: string
  createdAt: string
  progress: Readonly<ProgressData>
}

const STUCK_TEAMS_SHOWN = 3

/**
 * What the trainer console shows about the class, computed from the catalogue and each team's progress: summaries
 * with per-category bars, a team's solve timeline, every solve for the charts and per-challenge statistics.
 */
export class ClassProgress {
  private readonly byKey: ReadonlyMap<string, CatalogueEntry>
  /** Challenges a team can solve here whatever the event (unavailable ones are not counted). */
  private readonly solvable: readonly CatalogueEntry[]

  /** Whether solves restored from a continue code count (`workshop.scoreRestoredSolves`). */
  private readonly scoreRestored: boolean

  constructor(
    catalogue: readonly CatalogueEntry[],
    config: ShopConfig,
    private readonly event: EventPlan,
  ) {
    this.byKey = new Map(catalogue.map((entry) => [entry.key, entry]))
    this.solvable = catalogue.filter(
      (entry) => unavailabilityReason(entry.disabledEnv, config.challenges.safetyMode) === null,
    )
    this.scoreRestored = config.workshop.scoreRestoredSolves
  }

  /** The team's standing; `until` (a time) leaves later solves out, as the frozen public ranking does. */
  summary({ name, createdAt, progress }: TeamProgress, until: number | null = null): TeamSummary {
    let score = 0
    let lastSolvedAt: string | null = null
    const known = Object.keys(progress.solved).filter((key) => this.byKey.has(key))
    const solvedKeys = known.filter((key) => this.counts(progress, key, until))
    for (const key of solvedKeys) {
      const { solvedAt } = progress.solved[key]!
      score += ctfPoints(this.byKey.get(key)!.difficulty)
      if (lastSolvedAt === null || solvedAt > lastSolvedAt) lastSolvedAt = solvedAt
    }
    return {
      name,
      createdAt,
      solved: solvedKeys.length,
      restored: known.filter((key) => progress.solved[key]!.restored && !this.scoreRestored).length,
      total: this.available().length,
      score,
      lastSolvedAt,
      categories: this.categories(progress),
      totalCheatScore: totalCheatScore(solvedKeys.map((key) => progress.solved[key]!)),
    }
  }

  /** The team's solves, oldest first, with the evidence the engine recorded. */
  solves({ progress }: TeamProgress): TeamSolve[] {
    return Object.entries(progress.solved)
      .flatMap(([key, record]) => {
        const entry = this.byKey.get(key)
        if (!entry) return []
        const { name, difficulty, category } = entry
        const { solvedAt, restored, evidence, cheatScore = 0 } = record
        return [{ challenge: key, name, difficulty, category, solvedAt, restored, evidence, cheatScore }]
      })
      .sort(bySolvedAt)
  }

  /** Coding-challenge phases: status 1 means the flaw was found, 2 that it was fixed as well. */
  codingPhases({ progress }: TeamProgress): CodingPhase[] {
    return Object.entries(progress.codingStatus).flatMap(([key, status]) => {
      const entry = this.byKey.get(key)
      if (!entry) return []
      return [
        { challenge: key, name: entry.name, phase: status === 2 ? ('fix' as const) : ('find' as const) },
      ]
    })
  }

  /** Every team's solves that count (up to `until`, a time, if given), oldest first. */
  classSolves(teams: readonly TeamProgress[], until: number | null = null): ClassSolve[] {
    return teams
      .flatMap((team) =>
        this.countedSolves(team, until).map(({ challenge, name, difficulty, category, solvedAt }) => ({
          team: team.name,
          challenge,
          name,
          difficulty,
          category,
          solvedAt,
        })),
      )
      .sort(bySolvedAt)
  }

  /**
   * Per challenge: how many teams solved it, the median time from a team's creation to its solve, and the teams
   * without it that have gone longest without any solve (those most likely stuck).
   */
  challengeStats(teams: readonly TeamProgress[], now: number): ChallengeStats[] {
    const idleSeconds = new Map(teams.map((team) => [team.name, secondsBetween(lastActivity(team), now)]))
    return this.available().map(({ key, name, category, difficulty }) => {
      const solvers = teams.filter((team) => this.counts(team.progress, key))
      const durations = solvers.map((team) =>
        secondsBetween(Date.parse(team.createdAt), Date.parse(team.progress.solved[key]!.solvedAt)),
      )
      const stuck = teams
        .filter((team) => !this.counts(team.progress, key))
        .map((team) => ({ team: team.name, stuckSeconds: idleSeconds.get(team.name)! }))
        .sort((a, b) => b.stuckSeconds - a.stuckSeconds || a.team.localeCompare(b.team))
        .slice(0, STUCK_TEAMS_SHOWN)
      return {
        challenge: key,
        name,
        category,
        difficulty,
        solvedBy: solvers.length,
        medianSeconds: median(durations),
        stuck,
      }
    })
  }

  /** A challenge's English name and difficulty, if it is in the catalogue. */
  entry(key: string): CatalogueEntry | undefined {
    return this.byKey.get(key)
  }

  /** The challenges that count in the event: solvable here and in its challenge set. */
  private available(): CatalogueEntry[] {
    return this.solvable.filter((entry) => this.event.includes(entry))
  }

  /**
   * Whether the team's solve of `key` counts: the challenge is in the event's set, it was solved before the event's
   * end (and before `until`, if given), and not restored from a continue code, unless configured (a continue code
   * carries no team, so it may well be another team's progress).
   */
  private counts(progress: Readonly<ProgressData>, key: string, until: number | null = null): boolean {
    const record = progress.solved[key]
    const entry = this.byKey.get(key)
    if (!record || !entry || !this.event.includes(entry)) return false
    if (record.restored && !this.scoreRestored) return false
    const solvedAt = Date.parse(record.solvedAt)
    const { scoredUntil } = this.event
    return (scoredUntil === null || solvedAt <= scoredUntil) && (until === null || solvedAt <= until)
  }

  private countedSolves(team: TeamProgress, until: number | null = null): TeamSolve[] {
    return this.solves(team).filter((solve) => this.counts(team.progress, solve.challenge, until))
  }

  private categories(progress: Readonly<ProgressData>): CategoryProgress[] {
    const counts = new Map<string, CategoryProgress>()
    for (const { key, category } of this.available()) {
      const row = counts.get(category) ?? { category, solved: 0, total: 0 }
      row.total += 1
      if (this.counts(progress, key)) row.solved += 1
      counts.set(category, row)
    }
    return [...counts.values()].sort((a, b) => a.category.localeCompare(b.category))
  }
}

const bySolvedAt = (a: { solvedAt: string }, b: { solvedAt: string }) => a.solvedAt.localeCompare(b.solvedAt)

const secondsBetween = (from: number, to: number) => Math.max(0, Math.round((to - from) / 1000))

function lastActivity({ createdAt, progress }: TeamProgress): number {
  let latest = Date.parse(createdAt)
  for (const { solvedAt } of Object.values(progress.solved)) latest = Math.max(latest, Date.parse(solvedAt))
  return latest
}

function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
}
