import type Database from 'better-sqlite3'

/** Most answers kept at once (keys include query strings, so a client could make up many). */
const maxAnswers = 300

/**
 * Answers computed from the relational database only (a generic list, a search result in one language), kept until
 * the database changes: SQLite's `total_changes()` counts every row the shop's connection inserted, updated or
 * deleted, and a reset replaces the connection, so either empties the cache. The same request then costs a lookup
 * instead of a query, a translation and a serialisation.
 */
export class AnswerCache {
  private db: Database.Database | undefined
  private changes = -1
  private readonly answers = new Map<string, string>()

  constructor(private readonly database: () => Database.Database) {}

  answer(key: string, compute: () => string): string {
    this.dropIfChanged()
    let answer = this.answers.get(key)
    if (answer === undefined) {
      answer = compute()
      this.dropIfChanged() // a computation that wrote (it should not) must not be remembered against the new state
      if (this.answers.size >= maxAnswers) this.answers.clear()
      this.answers.set(key, answer)
    }
    return answer
  }

  private dropIfChanged(): void {
    const db = this.database()
    const { changes } = db.prepare('SELECT total_changes() AS changes').get() as { changes: number }
    if (db === this.db && changes === this.changes) return
    this.answers.clear()
    this.db = db
    this.changes = changes
  }
}
