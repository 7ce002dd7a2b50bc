import type Database from 'better-sqlite3'
import { nowIso } from '../../shop/database.js'

/** A row of the Memories table, in the column order the API answers with. */
export interface MemoryRow {
  id: number
  caption: string | null
  imagePath: string
  UserId: number | null
  createdAt: string
  updatedAt: string
}

export function allMemories(db: Database.Database): MemoryRow[] {
  return db
    .prepare('SELECT id, caption, imagePath, UserId, createdAt, updatedAt FROM Memories ORDER BY id')
    .all() as MemoryRow[]
}

export function insertMemory(
  db: Database.Database,
  memory: { caption: string | null; imagePath: string; UserId: number },
): MemoryRow {
  const now = nowIso()
  const { lastInsertRowid } = db
    .prepare('INSERT INTO Memories (UserId, caption, imagePath, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
    .run(memory.UserId, memory.caption, memory.imagePath, now, now)
  return { id: Number(lastInsertRowid), ...memory, createdAt: now, updatedAt: now }
}
