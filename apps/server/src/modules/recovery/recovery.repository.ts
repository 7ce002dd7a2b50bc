import type Database from 'better-sqlite3'
import { bindable } from '../../platform/auth/session-caller.js'
import { nowIso } from '../../shop/database.js'

export interface SecurityQuestion {
  id: number
  question: string
  createdAt: string
  updatedAt: string
}

/** The stored security answer (HMAC) of the active user with exactly this email. */
export function securityAnswerByEmail(
  db: Database.Database,
  email: string,
): { userId: number; answer: string } | undefined {
  return db
    .prepare(
      `SELECT a.UserId AS userId, a.answer AS answer FROM SecurityAnswers a JOIN Users u ON u.id = a.UserId
       WHERE u.email = ? AND u.deletedAt IS NULL`,
    )
    .get(email) as { userId: number; answer: string } | undefined
}

/** The security question chosen by the active user with exactly this email (parameterised, not injectable). */
export function securityQuestionByEmail(db: Database.Database, email: string): SecurityQuestion | undefined {
  return db
    .prepare(
      `SELECT q.id, q.question, q.createdAt, q.updatedAt FROM SecurityQuestions q
       JOIN SecurityAnswers a ON a.SecurityQuestionId = q.id JOIN Users u ON u.id = a.UserId
       WHERE u.email = ? AND u.deletedAt IS NULL`,
    )
    .get(email) as SecurityQuestion | undefined
}

/** The user's security answer row and the text of its question, each possibly missing. */
export function securityQuestionOfUser(
  db: Database.Database,
  userId: unknown,
): { hasAnswer: boolean; question: string | undefined } {
  if (bindable(userId) === null) return { hasAnswer: false, question: undefined }
  const answer = db.prepare('SELECT SecurityQuestionId FROM SecurityAnswers WHERE UserId = ?').get(userId) as
    { SecurityQuestionId: number | null } | undefined
  if (!answer) return { hasAnswer: false, question: undefined }
  const row = db
    .prepare('SELECT question FROM SecurityQuestions WHERE id = ?')
    .get(answer.SecurityQuestionId) as { question: string } | undefined
  return { hasAnswer: true, question: row?.question }
}

export function updatePassword(db: Database.Database, userId: number, passwordHash: string): void {
  db.prepare('UPDATE Users SET password = ?, updatedAt = ? WHERE id = ?').run(passwordHash, nowIso(), userId)
}

export function updateTotpSecret(db: Database.Database, userId: number, secret: string): void {
  db.prepare('UPDATE Users SET totpSecret = ?, updatedAt = ? WHERE id = ?').run(secret, nowIso(), userId)
}
