import type Database from 'better-sqlite3'
import { databaseState } from './database-state.js'
import { BoundedMap } from '../platform/bounded-map.js'

/** Most answers kept at once (keys include query strings, so a client could make up many). */
const maxAnswers = 300

/**
 * Answers computed from the relational database only (a generic list, a search result in one language), kept until
 * the database changes (databaseState) or a reset replaces the connection, either of which empties the cache. The
 * same request then costs a lookup instead of a query, a translation and a serialisation.
 */
export class AnswerCache {
  private db: Database.Database | undefined
  private state = ''
  private readonly answers = new BoundedMap<string, unknown>(maxAnswers)

  constructor(private readonly database: () => Database.Database) {}

  answer<T>(key: string, compute: () => T): T {
    this.dropIfChanged()
    if (this.answers.has(key)) return this.answers.get(key) as T
    const answer = compute()
    this.dropIfChanged() // a computation that wrote (it should not) must not be remembered against the new state
    this.answers.set(key, answer)
    return answer
  }

  /** The same for an answer computed asynchronously: kept only when nothing changed while it was computed. */
  async answerLater<T>(key: string, compute: () => Promise<T>): Promise<T> {
    this.dropIfChanged()
    if (this.answers.has(key)) return this.answers.get(key) as T
    const { db, state } = this
    const answer = await compute()
    this.dropIfChanged()
    if (this.db === db && this.state === state) this.answers.set(key, answer)
    return answer
  }

  private dropIfChanged(): void {
    const db = this.database()
    const state = databaseState(db)
    if (db === this.db && state === this.state) return
    this.answers.clear()
    this.db = db
    this.state = state
  }
}
