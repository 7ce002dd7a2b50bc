import type Database from 'better-sqlite3'

/** How many feedback records are rated 5 stars. */
export function countFiveStarFeedback(db: Database.Database): number {
  return (db.prepare('SELECT COUNT(*) AS count FROM Feedbacks WHERE rating = 5').get() as { count: number })
    .count
}
