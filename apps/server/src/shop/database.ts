import Database from 'better-sqlite3'
import { BoundedMap } from '../platform/bounded-map.js'

/**
 * The relational schema of the reference. Table and column order matter: SQL-injection write-ups rely on
 * them (UNION SELECT column counts, sqlite_master dumps).
 */
const timestamps = '"createdAt" DATETIME NOT NULL, "updatedAt" DATETIME NOT NULL'

export const schemaSql = `
CREATE TABLE "Users" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "username" VARCHAR(255) DEFAULT '',
  "email" VARCHAR(255) UNIQUE, "password" VARCHAR(255), "role" VARCHAR(255) DEFAULT 'customer',
  "deluxeToken" VARCHAR(255) DEFAULT '', "lastLoginIp" VARCHAR(255) DEFAULT '0.0.0.0',
  "profileImage" VARCHAR(255) DEFAULT '/assets/public/images/uploads/default.svg', "totpSecret" VARCHAR(255) DEFAULT '',
  "isActive" TINYINT(1) DEFAULT 1, ${timestamps}, "deletedAt" DATETIME);
CREATE TABLE "SecurityQuestions" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "question" VARCHAR(255), ${timestamps});
CREATE TABLE "SecurityAnswers" ("UserId" INTEGER UNIQUE REFERENCES "Users" ("id") ON DELETE NO ACTION ON UPDATE CASCADE,
  "SecurityQuestionId" INTEGER REFERENCES "SecurityQuestions" ("id") ON DELETE NO ACTION ON UPDATE CASCADE,
  "id" INTEGER PRIMARY KEY AUTOINCREMENT, "answer" VARCHAR(255), ${timestamps});
CREATE TABLE "Addresses" ("UserId" INTEGER REFERENCES "Users" ("id") ON DELETE NO ACTION ON UPDATE CASCADE,
  "id" INTEGER PRIMARY KEY AUTOINCREMENT, "fullName" VARCHAR(255), "mobileNum" INTEGER, "zipCode" VARCHAR(255),
  "streetAddress" VARCHAR(255), "city" VARCHAR(255), "state" VARCHAR(255), "country" VARCHAR(255), ${timestamps});
CREATE TABLE "Baskets" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "coupon" VARCHAR(255),
  "UserId" INTEGER REFERENCES "Users" ("id") ON DELETE SET NULL ON UPDATE CASCADE, ${timestamps});
CREATE TABLE "Products" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "name" VARCHAR(255), "description" VARCHAR(255),
  "price" DECIMAL, "deluxePrice" DECIMAL, "image" VARCHAR(255), ${timestamps}, "deletedAt" DATETIME);
CREATE TABLE "BasketItems" ("ProductId" INTEGER REFERENCES "Products" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "BasketId" INTEGER REFERENCES "Baskets" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "id" INTEGER PRIMARY KEY AUTOINCREMENT, "quantity" INTEGER, ${timestamps}, UNIQUE ("ProductId", "BasketId"));
CREATE TABLE "Captchas" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "captchaId" INTEGER, "captcha" VARCHAR(255),
  "answer" VARCHAR(255), ${timestamps});
CREATE TABLE "Cards" ("UserId" INTEGER REFERENCES "Users" ("id") ON DELETE NO ACTION ON UPDATE CASCADE,
  "id" INTEGER PRIMARY KEY AUTOINCREMENT, "fullName" VARCHAR(255), "cardNum" INTEGER, "expMonth" INTEGER,
  "expYear" INTEGER, ${timestamps});
CREATE TABLE "Challenges" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "key" VARCHAR(255), "name" VARCHAR(255),
  "category" VARCHAR(255), "tags" VARCHAR(255), "description" VARCHAR(255), "difficulty" INTEGER,
  "mitigationUrl" VARCHAR(255), "solved" TINYINT(1), "disabledEnv" VARCHAR(255), "tutorialOrder" NUMBER,
  "codingChallengeStatus" NUMBER, "hasCodingChallenge" TINYINT(1), ${timestamps});
CREATE TABLE "ChallengeDependencies" ("ChallengeId" INTEGER REFERENCES "Challenges" ("id") ON DELETE CASCADE,
  "id" INTEGER PRIMARY KEY AUTOINCREMENT, "name" VARCHAR(255), "documentation" VARCHAR(255), "key" VARCHAR(255),
  "missing" TINYINT(1), ${timestamps});
CREATE TABLE "Complaints" ("UserId" INTEGER REFERENCES "Users" ("id") ON DELETE NO ACTION ON UPDATE CASCADE,
  "id" INTEGER PRIMARY KEY AUTOINCREMENT, "message" VARCHAR(4096), "file" VARCHAR(255), ${timestamps});
CREATE TABLE "Deliveries" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "name" VARCHAR(255), "price" FLOAT,
  "deluxePrice" FLOAT, "eta" FLOAT, "icon" VARCHAR(255), ${timestamps});
CREATE TABLE "Feedbacks" ("UserId" INTEGER REFERENCES "Users" ("id") ON DELETE NO ACTION ON UPDATE CASCADE,
  "id" INTEGER PRIMARY KEY AUTOINCREMENT, "comment" VARCHAR(255), "rating" INTEGER NOT NULL, ${timestamps});
CREATE TABLE "Hints" ("ChallengeId" INTEGER REFERENCES "Challenges" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
  "id" INTEGER PRIMARY KEY AUTOINCREMENT, "text" VARCHAR(255), "order" INTEGER, "unlocked" TINYINT(1) DEFAULT 0,
  ${timestamps});
CREATE TABLE "ImageCaptchas" ("id" INTEGER PRIMARY KEY AUTOINCREMENT, "image" VARCHAR(255), "answer" VARCHAR(255),
  "UserId" INTEGER REFERENCES "Users" ("id") ON DELETE NO ACTION ON UPDATE CASCADE, ${timestamps});
CREATE TABLE "Memories" ("UserId" INTEGER REFERENCES "Users" ("id") ON DELETE NO ACTION ON UPDATE CASCADE,
  "id" INTEGER PRIMARY KEY AUTOINCREMENT, "caption" VARCHAR(255), "imagePath" VARCHAR(255), ${timestamps});
CREATE TABLE "PrivacyRequests" ("id" INTEGER PRIMARY KEY AUTOINCREMENT,
  "UserId" INTEGER REFERENCES "Users" ("id") ON DELETE NO ACTION ON UPDATE CASCADE,
  "deletionRequested" TINYINT(1) DEFAULT 0, ${timestamps});
CREATE TABLE "Quantities" ("ProductId" INTEGER REFERENCES "Products" ("id") ON DELETE NO ACTION ON UPDATE CASCADE,
  "id" INTEGER PRIMARY KEY AUTOINCREMENT, "quantity" INTEGER, "limitPerUser" INTEGER DEFAULT NULL, ${timestamps});
CREATE TABLE "Recycles" ("UserId" INTEGER REFERENCES "Users" ("id") ON DELETE NO ACTION ON UPDATE CASCADE,
  "AddressId" INTEGER REFERENCES "Addresses" ("id") ON DELETE NO ACTION ON UPDATE CASCADE,
  "id" INTEGER PRIMARY KEY AUTOINCREMENT, "quantity" INTEGER, "isPickup" TINYINT(1) DEFAULT 0, "date" DATETIME,
  ${timestamps});
CREATE TABLE "Wallets" ("UserId" INTEGER REFERENCES "Users" ("id") ON DELETE NO ACTION ON UPDATE CASCADE,
  "id" INTEGER PRIMARY KEY AUTOINCREMENT, "balance" INTEGER DEFAULT 0, ${timestamps});
`

/**
 * The schema text as the reference's ORM writes it (back-quoted names, each table on one line): `sqlite_master`
 * dumps through the search injection are compared with it by the reference's API tests.
 */
const referenceDdl = (sql: string): string => sql.replace(/\n\s*/g, ' ').replace(/"/g, '`')

/** Opens an empty in-memory database with the shop schema. */
export function createDatabase(): Database.Database {
  const db = new Database(':memory:')
  db.pragma('foreign_keys = ON')
  db.exec(referenceDdl(schemaSql))
  return db
}

/** Most distinct statements a connection keeps prepared (injected search texts are statements too). */
const maxCachedStatements = 500

/**
 * Makes `db.prepare` answer the statement it prepared before for the same text: the same queries run on every
 * request, and preparing one costs more than running it. Statements are used in their default mode only (the
 * module-shape test forbids `pluck`, `raw` and `expand`, which would change a shared statement for every user).
 */
export function cachingStatements(db: Database.Database): Database.Database {
  const prepare = db.prepare.bind(db)
  const prepared = new BoundedMap<string, Database.Statement>(maxCachedStatements)
  const writes = countingWrites(db)
  db.prepare = ((sql: string) => {
    let statement = prepared.get(sql)
    if (statement === undefined) {
      statement = prepare(sql)
      if (!readsOnly.test(sql)) writes.countEveryRunOf(statement)
      prepared.set(sql, statement)
    }
    return statement
  }) as Database.Database['prepare']
  return db
}

/** A statement that can only read: a SELECT (SQLite runs one statement per prepare, and no SELECT writes). */
const readsOnly = /^\s*SELECT\b/i

const writeCounter = Symbol('write counter')

type CountingDatabase = Database.Database & { [writeCounter]?: WriteCounter }

/**
 * Counts what may write on one connection: every run of a statement other than a SELECT, every `exec` and every
 * `pragma`. A count that has not moved means nothing was written since it was read, which caches of the database's
 * content check on every request; asking SQLite (`total_changes()`) cost a statement each time.
 */
class WriteCounter {
  count = 0

  countEveryRunOf(statement: Database.Statement): void {
    for (const method of ['run', 'get', 'all', 'iterate'] as const) {
      const run = (statement[method] as (...args: unknown[]) => unknown).bind(statement)
      Object.assign(statement, {
        [method]: (...args: unknown[]) => {
          this.count++
          return run(...args)
        },
      })
    }
  }
}

function countingWrites(db: CountingDatabase): WriteCounter {
  const counter = (db[writeCounter] = new WriteCounter())
  const exec = db.exec.bind(db)
  const pragma = db.pragma.bind(db)
  db.exec = (sql: string) => {
    counter.count++
    return exec(sql)
  }
  db.pragma = ((...args: Parameters<Database.Database['pragma']>) => {
    counter.count++
    return pragma(...args)
  }) as Database.Database['pragma']
  return counter
}

/** How many statements that may write have run on a connection of cachingStatements; undefined for another one. */
export const writesOn = (db: Database.Database): number | undefined =>
  (db as CountingDatabase)[writeCounter]?.count

/** Reopens a database from a `db.serialize()` snapshot (used by reset). */
export function restoreDatabase(snapshot: Buffer): Database.Database {
  const db = new Database(snapshot)
  db.pragma('foreign_keys = ON')
  return cachingStatements(db)
}

export const nowIso = (): string => new Date().toISOString()
