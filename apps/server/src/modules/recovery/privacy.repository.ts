import type Database from 'better-sqlite3'
import { nowIso } from '../../shop/database.js'

export function insertImageCaptcha(
  db: Database.Database,
  captcha: { image: string; answer: string; userId: number },
): void {
  const now = nowIso()
  db.prepare(
    'INSERT INTO ImageCaptchas (image, answer, UserId, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)',
  ).run(captcha.image, captcha.answer, captcha.userId, now, now)
}

/** The answer of the user's newest image captcha created after `since` (ISO timestamp), if any. */
export function newestImageCaptchaAnswer(
  db: Database.Database,
  userId: number,
  since: string,
): string | undefined {
  const row = db
    .prepare(
      'SELECT answer FROM ImageCaptchas WHERE UserId = ? AND createdAt > ? ORDER BY createdAt DESC, id DESC LIMIT 1',
    )
    .get(userId, since) as { answer: string } | undefined
  return row?.answer
}

export function memoriesOf(db: Database.Database, userId: number): { caption: string; imagePath: string }[] {
  return db.prepare('SELECT caption, imagePath FROM Memories WHERE UserId = ? ORDER BY id').all(userId) as {
    caption: string
    imagePath: string
  }[]
}

export function insertErasureRequest(db: Database.Database, userId: number): void {
  const now = nowIso()
  db.prepare(
    'INSERT INTO PrivacyRequests (UserId, deletionRequested, createdAt, updatedAt) VALUES (?, 1, ?, ?)',
  ).run(userId, now, now)
}
