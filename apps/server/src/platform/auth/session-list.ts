import type { TokenUser } from '@juicy/contracts'

/** What the server remembers about a token it accepted. */
export interface SessionEntry {
  data: TokenUser
  bid?: number
}

/**
 * The authenticated-users list: token → user snapshot, plus the newest token per user id. Entries live for the
 * life of the process; tokens are never revoked (reference behaviour).
 */
export class SessionList {
  private readonly byToken = new Map<string, SessionEntry>()
  private readonly tokenByUser = new Map<number, string>()
  private readonly loginTimes = new Map<number, number>()

  put(token: string, entry: SessionEntry): void {
    this.byToken.set(token, entry)
    if (entry.data?.id !== undefined) this.tokenByUser.set(entry.data.id, token)
  }

  recordLogin(userId: number, at = Date.now()): void {
    this.loginTimes.set(userId, at)
  }

  get(token: string | undefined): SessionEntry | undefined {
    return token === undefined ? undefined : this.byToken.get(token)
  }

  has(token: string): boolean {
    return this.byToken.has(token)
  }

  tokenOf(userId: number): string | undefined {
    return this.tokenByUser.get(userId)
  }

  lastLoginTime(userId: number): number | undefined {
    return this.loginTimes.get(userId)
  }

  clear(): void {
    this.byToken.clear()
    this.tokenByUser.clear()
    this.loginTimes.clear()
  }
}
