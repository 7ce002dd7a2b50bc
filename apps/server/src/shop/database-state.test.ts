import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { databaseState } from './database-state.js'
import { cachingStatements, createDatabase, writesOn } from './database.js'

describe('databaseState', () => {
  it('moves with every statement that may write on a shop connection, never with a read', () => {
    const db = cachingStatements(createDatabase())
    const states = [databaseState(db)]
    const moved = () => {
      const state = databaseState(db)
      const changed = state !== states.at(-1)
      states.push(state)
      return changed
    }
    db.prepare('SELECT * FROM Products').all()
    db.prepare('  select count(*) FROM Users').get()
    expect(moved()).toBe(false)
    db.prepare(
      "INSERT INTO Products (name, description, price, createdAt, updatedAt) VALUES ('Kiwi', 'green', 1, 'now', 'now')",
    ).run()
    expect(moved()).toBe(true)
    db.prepare("UPDATE Products SET price = 2 WHERE name = 'Kiwi'").run()
    expect(moved()).toBe(true)
    db.prepare("WITH k AS (SELECT 'Kiwi' AS n) DELETE FROM Products WHERE name IN (SELECT n FROM k)").run()
    expect(moved()).toBe(true)
    db.exec('CREATE TABLE Extra (id INTEGER)')
    expect(moved()).toBe(true)
    db.pragma('user_version = 3')
    expect(moved()).toBe(true)
    db.transaction(() => db.prepare('INSERT INTO Extra (id) VALUES (1)').run())()
    expect(moved()).toBe(true)
    expect(writesOn(db)).toBeGreaterThanOrEqual(6)
  })

  it('asks SQLite on a connection that does not count its writes', () => {
    const db = new Database(':memory:')
    db.exec('CREATE TABLE t (id INTEGER)')
    const before = databaseState(db)
    expect(writesOn(db)).toBeUndefined()
    expect(databaseState(db)).toBe(before)
    db.prepare('INSERT INTO t (id) VALUES (1)').run()
    expect(databaseState(db)).not.toBe(before)
    db.close()
  })
})
