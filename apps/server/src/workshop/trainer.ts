import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import { writeFileAtomically } from '../platform/atomic-file.js'
import { hashSecret, verifySecret, type CookieSigner } from './secrets.js'

export const TRAINER_COOKIE = 'trainer'
/** A trainer stays logged in for a working day. */
export const TRAINER_SESSION_MS = 12 * 60 * 60 * 1000

/**
 * The trainer's password: `TRAINER_PASSWORD` when set; otherwise one generated on the first start, printed once in
 * the log and kept only as a hash in `<workshop folder>/trainer-password.hash` (delete that file for a new one).
 */
export class Trainer {
  private constructor(
    private readonly passwordHash: string,
    private readonly signer: CookieSigner,
    private readonly now: () => number,
  ) {}

  static async create(options: {
    folder: string
    env: NodeJS.ProcessEnv
    signer: CookieSigner
    logger: Logger
    now?: () => number
  }): Promise<Trainer> {
    const { folder, env, signer, logger, now = Date.now } = options
    const fromEnvironment = env.TRAINER_PASSWORD
    if (fromEnvironment) return new Trainer(await hashSecret(fromEnvironment), signer, now)
    const file = path.join(folder, 'trainer-password.hash')
    if (!existsSync(file)) {
      const password = randomBytes(12).toString('base64url')
      writeFileAtomically(file, await hashSecret(password), { mode: 0o600 })
      logger.warn(
        `Workshop trainer password (shown only now; set TRAINER_PASSWORD to choose one): ${password}`,
      )
    }
    return new Trainer(readFileSync(file, 'utf8').trim(), signer, now)
  }

  checkPassword(password: string): Promise<boolean> {
    return verifySecret(password, this.passwordHash)
  }

  /** A signed cookie value that expires with the session. */
  sessionCookie(): string {
    return this.signer.sign(TRAINER_COOKIE, String(this.now() + TRAINER_SESSION_MS))
  }

  isSession(cookie: string | undefined): boolean {
    const expiresAt = Number(this.signer.verify(TRAINER_COOKIE, cookie))
    return Number.isFinite(expiresAt) && expiresAt > this.now()
  }
}
