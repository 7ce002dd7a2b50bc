import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { writeFileAtomically } from '../platform/atomic-file.js'

/** A trainer stays logged in for a working day. */
export const TRAINER_SESSION_MS = 12 * 60 * 60 * 1000
/** Enough for every device of a few trainers; beyond it the oldest session ends. */
const MAX_SESSIONS = 50

const storedSessions = z.array(z.object({ digest: z.string(), expiresAt: z.number() }))

const digestOf = (id: string) => createHash('sha256').update(id).digest('hex')

/**
 * The trainer's sessions, kept on the server: the cookie carries a random id, the server its SHA-256 digest and
 * expiry, in memory and in `<workshop folder>/trainer-sessions.json` (so a restart keeps the trainer logged in, and
 * the file alone opens no session). Logging out ends a session; a new trainer password ends them all.
 */
export class TrainerSessions {
  private readonly sessions = new Map<string, number>()
  private readonly file: string

  constructor(
    folder: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = path.join(folder, 'trainer-sessions.json')
    for (const { digest, expiresAt } of this.load()) this.sessions.set(digest, expiresAt)
  }

  /** Opens a session; answers the id for the cookie. */
  open(): string {
    const id = randomBytes(32).toString('base64url')
    this.forgetExpired()
    if (this.sessions.size >= MAX_SESSIONS) this.sessions.delete(this.sessions.keys().next().value!)
    this.sessions.set(digestOf(id), this.now() + TRAINER_SESSION_MS)
    this.persist()
    return id
  }

  isOpen(id: string | undefined): boolean {
    if (!id) return false
    const expiresAt = this.sessions.get(digestOf(id))
    return expiresAt !== undefined && expiresAt > this.now()
  }

  close(id: string | undefined): void {
    if (id && this.sessions.delete(digestOf(id))) this.persist()
  }

  closeAll(): void {
    this.sessions.clear()
    this.persist()
  }

  private forgetExpired(): void {
    const now = this.now()
    for (const [digest, expiresAt] of this.sessions) if (expiresAt <= now) this.sessions.delete(digest)
  }

  private load(): z.infer<typeof storedSessions> {
    if (!existsSync(this.file)) return []
    const parsed = storedSessions.safeParse(safeJson(readFileSync(this.file, 'utf8')))
    // A damaged file ends every session: the trainer logs in again.
    return parsed.success ? parsed.data : []
  }

  private persist(): void {
    const rows = [...this.sessions].map(([digest, expiresAt]) => ({ digest, expiresAt }))
    writeFileAtomically(this.file, JSON.stringify(rows), { mode: 0o600 })
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
