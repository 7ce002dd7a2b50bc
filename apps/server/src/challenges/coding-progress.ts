import type Database from 'better-sqlite3'
import { SocketEvents } from '@juicy/contracts'
import { nowIso } from '../shop/database.js'
import type { Notifier } from './notifier.js'
import type { ProgressStore } from './progress-store.js'

export type CodingPhase = 'find it' | 'fix it'
export type CodingStatus = 1 | 2

interface CodingDependencies {
  db: () => Database.Database
  progress: ProgressStore
  notifier: Notifier
}

/**
 * One shop's coding-challenge progress: the status per challenge (1 "find it" solved, 2 "fix it" solved; in the
 * database and on disk like solves), the wrong "find it" attempts that decide the next hint, and each phase's
 * submissions for the accuracy metric. Attempts live in memory: a restart starts the hint sequence again.
 */
export class CodingProgress {
  private readonly wrongFindAttempts = new Map<string, number>()
  private readonly submissions: Record<CodingPhase, { all: number; correct: number }> = {
    'find it': { all: 0, correct: 0 },
    'fix it': { all: 0, correct: 0 },
  }

  constructor(private readonly deps: CodingDependencies) {}

  /** Counts a submission; answers how many wrong "find it" attempts the challenge has had so far. */
  recordAttempt(
    key: string,
    phase: CodingPhase,
    correct: boolean,
  ): { correct: boolean; wrongAttempts: number } {
    this.submissions[phase].all++
    if (correct) this.submissions[phase].correct++
    else if (phase === 'find it') this.wrongFindAttempts.set(key, (this.wrongFindAttempts.get(key) ?? 0) + 1)
    return { correct, wrongAttempts: this.wrongFindAttempts.get(key) ?? 0 }
  }

  /** Share of correct submissions in a phase, 0 without any. */
  accuracy(phase: CodingPhase): number {
    const { all, correct } = this.submissions[phase]
    return all === 0 ? 0 : correct / all
  }

  statusOf(key: string): 0 | CodingStatus {
    const row = this.deps
      .db()
      .prepare('SELECT codingChallengeStatus FROM Challenges WHERE key = ?')
      .get(key) as { codingChallengeStatus: number | null } | undefined
    const status = row?.codingChallengeStatus ?? 0
    return status === 1 || status === 2 ? status : 0
  }

  /** A phase solved by a player: raises the status (never lowers it) and tells every client. */
  solve(key: string, status: CodingStatus): void {
    if (this.statusOf(key) < status) this.raise(key, status)
    this.deps.notifier.broadcast(SocketEvents.codeChallengeSolved, { key, codingChallengeStatus: status })
  }

  /** Challenge ids whose status is at least `minimumStatus` (find-it and fix-it continue codes). */
  ids(minimumStatus: CodingStatus): number[] {
    const rows = this.deps
      .db()
      .prepare('SELECT id FROM Challenges WHERE codingChallengeStatus >= ? ORDER BY id')
      .all(minimumStatus) as { id: number }[]
    return rows.map((row) => row.id)
  }

  /** Raises the status of the challenges a continue code names, silently; answers the number of ids. */
  restore(ids: number[], status: CodingStatus): number {
    const select = this.deps.db().prepare('SELECT key, codingChallengeStatus FROM Challenges WHERE id = ?')
    for (const id of ids) {
      const row = select.get(id) as { key: string; codingChallengeStatus: number | null } | undefined
      if (row && (row.codingChallengeStatus ?? 0) < status) this.raise(row.key, status)
    }
    return ids.length
  }

  /** Forgets the attempts (a progress reset; the statuses are cleared with the solves). */
  clearAttempts(): void {
    this.wrongFindAttempts.clear()
    for (const phase of Object.values(this.submissions)) Object.assign(phase, { all: 0, correct: 0 })
  }

  private raise(key: string, status: CodingStatus): void {
    this.deps
      .db()
      .prepare('UPDATE Challenges SET codingChallengeStatus = ?, updatedAt = ? WHERE key = ?')
      .run(status, nowIso(), key)
    this.deps.progress.recordCodingStatus(key, status)
  }
}
