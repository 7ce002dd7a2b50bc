import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Logger } from 'pino'
import { writeFileAtomically } from '../platform/atomic-file.js'
import { StartupError } from '../platform/startup-error.js'
import { hashSecret, verifySecret } from './secrets.js'
import { TrainerSessions } from './trainer-sessions.js'

export const TRAINER_COOKIE = 'trainer'
/** A chosen trainer password must be at least this long: the console is what every player would like to reach. */
export const MIN_TRAINER_PASSWORD_LENGTH = 12

/**
 * The trainer's password and sessions. The password is `TRAINER_PASSWORD` when set (at least 12 characters);
 * otherwise one generated on the first start (96 random bits), printed once in the log. Either way only its hash is
 * kept, in `<workshop folder>/trainer-password.hash` (delete that file for a new generated one). A password other
 * than the one of the last start ends every trainer session.
 */
export class Trainer {
  private constructor(
    private readonly passwordHash: string,
    readonly sessions: TrainerSessions,
  ) {}

  static async create(options: {
    folder: string
    env: NodeJS.ProcessEnv
    logger: Logger
    now?: () => number
  }): Promise<Trainer> {
    const { folder, env, logger, now } = options
    const file = path.join(folder, 'trainer-password.hash')
    const stored = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined
    const sessions = new TrainerSessions(folder, now)
    const chosen = env.TRAINER_PASSWORD
    if (chosen !== undefined && chosen.length < MIN_TRAINER_PASSWORD_LENGTH)
      throw new StartupError(
        `TRAINER_PASSWORD must be at least ${MIN_TRAINER_PASSWORD_LENGTH} characters: choose a longer one, or unset it to have one generated`,
      )
    if (chosen !== undefined && stored !== undefined && (await verifySecret(chosen, stored)))
      return new Trainer(stored, sessions)
    if (chosen === undefined && stored !== undefined) return new Trainer(stored, sessions)
    const password = chosen ?? randomBytes(12).toString('base64url')
    const passwordHash = await hashSecret(password)
    writeFileAtomically(file, passwordHash, { mode: 0o600 })
    sessions.closeAll()
    if (chosen === undefined)
      logger.warn(
        `Workshop trainer password (shown only now; set TRAINER_PASSWORD to choose one): ${password}`,
      )
    return new Trainer(passwordHash, sessions)
  }

  checkPassword(password: string): Promise<boolean> {
    return verifySecret(password, this.passwordHash)
  }
}
