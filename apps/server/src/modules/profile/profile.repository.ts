import type Database from 'better-sqlite3'
import { nowIso } from '../../shop/database.js'

export function updateUsername(db: Database.Database, userId: number, username: string): void {
  db.prepare('UPDATE Users SET username = ?, updatedAt = ? WHERE id = ?').run(username, nowIso(), userId)
}

export function updateProfileImage(db: Database.Database, userId: number, profileImage: string): void {
  db.prepare('UPDATE Users SET profileImage = ?, updatedAt = ? WHERE id = ?').run(
    profileImage,
    nowIso(),
    userId,
  )
}
