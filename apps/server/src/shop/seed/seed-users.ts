import { randomInt } from 'node:crypto'
import { deluxeToken, hashPassword, hashSecurityAnswer } from '../../platform/auth/hashing.js'
import { feedbackComment, userId, withDomain, type SeedContext } from './seed-context.js'
import type { SeedUser } from './seed-files.js'

const uploads = 'assets/public/images/uploads'

export function seedSecurityQuestions({ db, seed, now }: SeedContext): void {
  const insert = db.prepare('INSERT INTO SecurityQuestions (question, createdAt, updatedAt) VALUES (?, ?, ?)')
  for (const question of seed.securityQuestions) insert.run(question, now, now)
}

export function insertSecurityAnswer(
  context: SeedContext,
  id: number,
  questionId: number,
  answer: string,
): void {
  context.db
    .prepare(
      'INSERT INTO SecurityAnswers (UserId, SecurityQuestionId, answer, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)',
    )
    .run(id, questionId, hashSecurityAnswer(answer), context.now, context.now)
}

function insertUser(context: SeedContext, user: SeedUser): number {
  const email = withDomain(user.email, context.config.application.domain)
  const image = user.profileImage ?? (user.role === 'admin' ? 'defaultAdmin.png' : 'default.svg')
  const result = context.db
    .prepare(
      `INSERT INTO Users (username, email, password, role, deluxeToken, lastLoginIp, profileImage, totpSecret, isActive,
        createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
    )
    .run(
      user.username ?? '',
      email,
      hashPassword(user.password),
      user.role,
      user.role === 'deluxe' ? deluxeToken(email) : '',
      user.lastLoginIp ?? '',
      `${uploads}/${image}`,
      user.totpSecret ?? '',
      context.now,
      context.now,
    )
  return Number(result.lastInsertRowid)
}

/** Users in table order with their security answer, feedback and soft deletion. */
export function seedUsers(context: SeedContext): void {
  const insertFeedback = context.db.prepare(
    'INSERT INTO Feedbacks (UserId, comment, rating, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)',
  )
  for (const user of context.seed.users) {
    const id = insertUser(context, user)
    context.userIds.set(user.key, id)
    if (user.securityAnswer)
      insertSecurityAnswer(context, id, user.securityAnswer.question, user.securityAnswer.answer)
    if (user.feedback) {
      const email = withDomain(user.email, context.config.application.domain)
      insertFeedback.run(
        id,
        feedbackComment(user.feedback.comment, email),
        user.feedback.rating,
        context.now,
        context.now,
      )
    }
    if (user.deleted) context.db.prepare('UPDATE Users SET deletedAt = ? WHERE id = ?').run(context.now, id)
  }
}

export function seedAddressesAndCards(context: SeedContext): void {
  const { db, seed, now } = context
  const insertAddress = db.prepare(
    `INSERT INTO Addresses (UserId, fullName, mobileNum, zipCode, streetAddress, city, state, country, createdAt, updatedAt)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  for (const a of seed.addresses) {
    insertAddress.run(
      userId(context, a.user),
      a.fullName,
      a.mobileNum,
      a.zipCode,
      a.streetAddress,
      a.city,
      a.state,
      a.country,
      now,
      now,
    )
  }
  const insertCard = db.prepare(
    'INSERT INTO Cards (UserId, fullName, cardNum, expMonth, expYear, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  for (const c of seed.cards)
    insertCard.run(userId(context, c.user), c.fullName, c.cardNum, c.expMonth, c.expYear, now, now)
}

const fakeAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const randomText = (length: number): string =>
  Array.from({ length }, () => fakeAlphabet[randomInt(fakeAlphabet.length)]).join('')

/** `application.numberOfRandomFakeUsers` extra users. */
export function seedFakeUsers({ db, config, now }: SeedContext): void {
  const insert = db.prepare(
    `INSERT INTO Users (email, password, lastLoginIp, profileImage, createdAt, updatedAt)
     VALUES (?, ?, '0.0.0.0', '/assets/public/images/uploads/default.svg', ?, ?)`,
  )
  for (let i = 0; i < config.application.numberOfRandomFakeUsers; i++) {
    const email = `${randomText(5)}@${randomText(4)}.${randomText(2)}`.toLowerCase()
    insert.run(email, hashPassword(randomText(5)), now, now)
  }
}

/** One wallet per seeded user, wallet id = user id. */
export function seedWallets(context: SeedContext): void {
  const insert = context.db.prepare(
    'INSERT INTO Wallets (UserId, id, balance, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?)',
  )
  for (const user of context.seed.users) {
    const id = userId(context, user.key)
    insert.run(id, id, user.wallet, context.now, context.now)
  }
}
