import type { ChallengeKey } from './challenge-keys.js'
import type Database from 'better-sqlite3'
import type { ChallengeSolvedNotification } from '@juicy/contracts'
import type { Logger } from 'pino'
import type { ShopConfig } from '../config/schema.js'
import { htmlToText } from '../platform/http/html.js'
import { nowIso } from '../shop/database.js'
import { rereadAfterChanges } from '../shop/database-state.js'
import { CodingProgress } from './coding-progress.js'
import { cheatScore, latestSolve, totalCheatScore } from './cheat-score.js'
import { ctfFlag } from './flags.js'
import type { Notifier } from './notifier.js'
import type { ProgressStore, SolveEvidence } from './progress-store.js'
import { sendWebhook, webhookBody, type WebhookIssuer } from './webhook.js'

interface ChallengeRow {
  id: number
  key: string
  name: string
  description: string
  difficulty: number
  solved: number
  disabledEnv: string | null
  hasCodingChallenge: number
}

export interface EngineDependencies {
  db: () => Database.Database
  config: ShopConfig
  ctfKey: string
  progress: ProgressStore
  notifier: Notifier
  logger: Logger
  webhookUrl: string | undefined
  issuer: WebhookIssuer
}

/**
 * Challenge progress: solving (idempotent, persisted, broadcast), restoring from continue codes and re-sending
 * notifications. Detection itself lives in the detectors; this class only records verdicts.
 */
export class ChallengeEngine {
  /** Coding-challenge statuses and attempts (the same database and progress file as the solves). */
  readonly coding: CodingProgress

  constructor(private readonly deps: EngineDependencies) {
    this.coding = new CodingProgress(deps)
  }

  private row(key: string): ChallengeRow | undefined {
    return this.deps.db().prepare('SELECT * FROM Challenges WHERE key = ?').get(key) as
      ChallengeRow | undefined
  }

  isSolved(key: ChallengeKey): boolean {
    return this.solvedKeys(this.deps.db()).has(key)
  }

  /** The keys of the solved challenges, read again only after a write (detectors ask on every request). */
  private readonly solvedKeys = rereadAfterChanges(
    (db): ReadonlySet<string> =>
      new Set(
        (db.prepare('SELECT key FROM Challenges WHERE solved = 1').all() as { key: string }[]).map(
          (row) => row.key,
        ),
      ),
  )

  isAvailable(key: ChallengeKey): boolean {
    const row = this.row(key)
    return row !== undefined && row.disabledEnv === null
  }

  flagOf(name: string): string {
    return ctfFlag(this.deps.ctfKey, name)
  }

  /** Marks a challenge solved once; returns whether this call solved it. */
  solve(key: ChallengeKey, evidence: SolveEvidence): boolean {
    // Detectors call this on every matching request (each admin login, say); a solved one is known without a query.
    if (this.isSolved(key)) return false
    const row = this.row(key)
    if (!row || row.solved === 1 || row.disabledEnv !== null) return false
    const solvedAt = nowIso()
    const { solved, startedAt } = this.deps.progress.snapshot
    const score = cheatScore(
      { key, difficulty: row.difficulty, solvedAt, evidence },
      latestSolve(Object.values(solved)),
      startedAt,
    )
    this.markSolved(row.id, solvedAt)
    this.deps.progress.recordSolve(key, { solvedAt, restored: false, evidence, cheatScore: score })
    this.deps.logger.info(
      { challenge: key, evidence: evidence.summary, cheatScore: score },
      'challenge solved',
    )
    const notification = this.notificationFor(row, false)
    this.deps.notifier.notify(notification)
    this.callWebhook(row, notification.flag, score)
    return true
  }

  /** Restores solves from a continue code; every matched challenge is announced again as a restore. */
  restore(ids: number[]): number {
    const db = this.deps.db()
    const select = db.prepare('SELECT * FROM Challenges WHERE id = ?')
    for (const id of ids) {
      const row = select.get(id) as ChallengeRow | undefined
      if (!row) continue
      if (row.solved !== 1) {
        const solvedAt = nowIso()
        this.markSolved(row.id, solvedAt)
        this.deps.progress.recordSolve(row.key, {
          solvedAt,
          restored: true,
          evidence: { summary: 'restored from a continue code' },
        })
      }
      this.deps.notifier.notify(this.notificationFor(row, true))
    }
    return ids.length
  }

  /** Pushes the notification of a solved challenge again (GET /rest/repeat-notification). */
  repeatNotification(name: string): void {
    const row = this.deps.db().prepare('SELECT * FROM Challenges WHERE name = ?').get(name) as
      ChallengeRow | undefined
    if (row?.solved === 1) this.deps.notifier.notify(this.notificationFor(row, true))
  }

  solvedIds(): number[] {
    const rows = this.deps.db().prepare('SELECT id FROM Challenges WHERE solved = 1 ORDER BY id').all() as {
      id: number
    }[]
    return rows.map((row) => row.id)
  }

  /** Forgets every solve and coding status, on disk too, and the pending notifications (a trainer's reset). */
  resetProgress(): void {
    this.deps.progress.clear()
    this.deps.notifier.clear()
    this.coding.clearAttempts()
    this.deps.db().prepare('UPDATE Challenges SET solved = 0, codingChallengeStatus = 0').run()
  }

  /** Makes one challenge unsolved again, on disk too; answers false for an unknown key. */
  unsolve(key: ChallengeKey): boolean {
    const row = this.row(key)
    if (!row) return false
    this.deps.db().prepare('UPDATE Challenges SET solved = 0 WHERE id = ?').run(row.id)
    this.deps.progress.forgetSolve(key)
    this.deps.notifier.forget(key)
    return true
  }

  /** Writes the persisted progress into a freshly seeded database (start and reset). */
  applyPersistedProgress(): void {
    const db = this.deps.db()
    const markSolved = db.prepare('UPDATE Challenges SET solved = 1, updatedAt = ? WHERE key = ?')
    const markCoding = db.prepare('UPDATE Challenges SET codingChallengeStatus = ? WHERE key = ?')
    const { solved, codingStatus } = this.deps.progress.snapshot
    db.transaction(() => {
      for (const [key, record] of Object.entries(solved)) markSolved.run(record.solvedAt, key)
      for (const [key, status] of Object.entries(codingStatus)) markCoding.run(status, key)
    })()
  }

  private markSolved(id: number, solvedAt: string): void {
    this.deps.db().prepare('UPDATE Challenges SET solved = 1, updatedAt = ? WHERE id = ?').run(solvedAt, id)
  }

  private notificationFor(row: ChallengeRow, isRestore: boolean): ChallengeSolvedNotification {
    const { challenges } = this.deps.config
    return {
      key: row.key,
      name: row.name,
      challenge: `${row.name} (${htmlToText(row.description)})`,
      flag: this.flagOf(row.name),
      hidden: !challenges.showSolvedNotifications,
      isRestore,
      codingChallenge: challenges.codingChallengesEnabled !== 'never' && row.hasCodingChallenge === 1,
    }
  }

  /** Median cheat score of the fresh solves so far (challenges/cheat-score.ts). */
  totalCheatScore(): number {
    return totalCheatScore(Object.values(this.deps.progress.snapshot.solved))
  }

  private callWebhook(row: ChallengeRow, flag: string, score: number): void {
    const url = this.deps.webhookUrl
    if (!url) return
    const hints = this.deps
      .db()
      .prepare(
        'SELECT COUNT(*) AS available, COALESCE(SUM(unlocked), 0) AS unlocked FROM Hints WHERE ChallengeId = ?',
      )
      .get(row.id) as { available: number; unlocked: number }
    const body = webhookBody(
      {
        challenge: row.key,
        hintsAvailable: hints.available,
        hintsUnlocked: hints.unlocked,
        cheatScore: score,
        totalCheatScore: this.totalCheatScore(),
        flag,
      },
      this.deps.issuer,
    )
    void sendWebhook(url, body, this.deps.logger)
  }
}
