import type Database from 'better-sqlite3'
import { nowIso } from '../../shop/database.js'

/** How many captchas stay answerable; older ones expire, so the table never grows without bound. */
export const keptCaptchas = 10_000

export interface StoredCaptcha {
  captchaId: number
  captcha: string
  answer: string
}

/**
 * Stores a new captcha under the next id. The counter lives in the shop's own database (the newest row), so every
 * shop counts on its own from 0 and a reset, which restores the seeded tables, starts it again like a restart.
 */
export function insertCaptcha(db: Database.Database, captcha: string, answer: string): StoredCaptcha {
  const newest = db.prepare('SELECT captchaId FROM Captchas ORDER BY id DESC LIMIT 1').get() as
    { captchaId: number } | undefined
  const captchaId = (newest?.captchaId ?? -1) + 1
  const now = nowIso()
  const { lastInsertRowid } = db
    .prepare('INSERT INTO Captchas (captchaId, captcha, answer, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)')
    .run(captchaId, captcha, answer, now, now)
  db.prepare('DELETE FROM Captchas WHERE id <= ?').run(Number(lastInsertRowid) - keptCaptchas)
  return { captchaId, captcha, answer }
}

/** The stored answer of a captcha, if it exists (and has not expired). */
export function captchaAnswer(db: Database.Database, captchaId: number): string | undefined {
  const row = db
    .prepare('SELECT answer FROM Captchas WHERE captchaId = ? ORDER BY id DESC LIMIT 1')
    .get(captchaId) as { answer: string } | undefined
  return row?.answer
}
