import type Database from 'better-sqlite3'

/** The figures /metrics reports from the database. */

export interface ChallengeCountRow {
  difficulty: number
  category: string
  total: number
  solved: number
}

const scalar = (db: Database.Database, sql: string): number => {
  const row = db.prepare(sql).get() as { value: number | null } | undefined
  return row?.value ?? 0
}

export const challengeCounts = (db: Database.Database): ChallengeCountRow[] =>
  db
    .prepare(
      `SELECT difficulty, category, COUNT(*) AS total, SUM(CASE WHEN solved = 1 THEN 1 ELSE 0 END) AS solved
       FROM Challenges GROUP BY difficulty, category ORDER BY difficulty, category`,
    )
    .all() as ChallengeCountRow[]

/** Coding challenges by phase reached: 1 find it, 2 fix it, 0 none yet. */
export const codingChallengesAt = (db: Database.Database, status: 0 | 1 | 2): number =>
  scalar(
    db,
    status === 0
      ? 'SELECT COUNT(*) AS value FROM Challenges WHERE hasCodingChallenge = 1 AND COALESCE(codingChallengeStatus, 0) = 0'
      : `SELECT COUNT(*) AS value FROM Challenges WHERE hasCodingChallenge = 1 AND codingChallengeStatus = ${status}`,
  )

export const usersWithRole = (db: Database.Database, role: 'customer' | 'deluxe'): number =>
  scalar(db, `SELECT COUNT(*) AS value FROM Users WHERE role = '${role}'`)

export const userCount = (db: Database.Database): number => scalar(db, 'SELECT COUNT(*) AS value FROM Users')

export const walletTotal = (db: Database.Database): number =>
  scalar(db, 'SELECT SUM(balance) AS value FROM Wallets')

export const rowCount = (db: Database.Database, table: 'Feedbacks' | 'Complaints'): number =>
  scalar(db, `SELECT COUNT(*) AS value FROM ${table}`)
