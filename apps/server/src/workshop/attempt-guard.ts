import { RateLimiter } from '../platform/http/rate-limit.js'

/** How a guarded secret check ended. */
export type AttemptOutcome =
  /** The secret was right; the attempt was given back to every budget. */
  | 'accepted'
  /** The secret was wrong; the attempt stays counted. */
  | 'refused'
  /** A budget was used up: nothing was checked. */
  | 'limited'
  /** Too many checks were running already: nothing was checked or counted; try again in a moment. */
  | 'busy'

/** A failure budget and the bucket an attempt counts against. */
export interface Charge {
  budget: FailureBudget
  key: string
}

/**
 * Failed attempts per key in a fixed window, counted when an attempt arrives and given back when it succeeds: a burst
 * of N parallel wrong attempts is checked against the limit as a whole, not one answer at a time.
 */
export class FailureBudget {
  private readonly limiter: RateLimiter

  constructor(options: { max: number; windowMs: number; now?: () => number }) {
    this.limiter = new RateLimiter(options)
  }

  /** Counts an attempt; false when that exceeds the budget (the attempt is not counted then). */
  take(key: string): boolean {
    if (!this.limiter.hit(key).limited) return true
    this.limiter.giveBack(key)
    return false
  }

  giveBack(key: string): void {
    this.limiter.giveBack(key)
  }
}

/**
 * How many checks run at once, per key (the client's address) and in total. A check is a scrypt hash on libuv's
 * thread pool, which the process's file reads share: bounded here, a flood of logins cannot take the whole pool.
 */
export class CheckSlots {
  private running = 0
  private readonly byKey = new Map<string, number>()

  constructor(private readonly limits: { total: number; perKey: number }) {}

  tryTake(key: string): boolean {
    const mine = this.byKey.get(key) ?? 0
    if (this.running >= this.limits.total || mine >= this.limits.perKey) return false
    this.running++
    this.byKey.set(key, mine + 1)
    return true
  }

  release(key: string): void {
    this.running--
    const mine = (this.byKey.get(key) ?? 1) - 1
    if (mine <= 0) this.byKey.delete(key)
    else this.byKey.set(key, mine)
  }
}

/**
 * Runs `check` for an attempt only when every budget allows one more failure and (for a costly check) a slot is free
 * for `slotKey`; a right secret gives the attempt back, so a class behind one address joins as often as it likes.
 */
export async function guardedAttempt(
  charges: readonly Charge[],
  slots: CheckSlots | undefined,
  slotKey: string,
  check: () => Promise<boolean>,
): Promise<AttemptOutcome> {
  const taken: Charge[] = []
  const giveBack = () => taken.forEach(({ budget, key }) => budget.giveBack(key))
  for (const charge of charges) {
    if (!charge.budget.take(charge.key)) {
      giveBack()
      return 'limited'
    }
    taken.push(charge)
  }
  if (slots && !slots.tryTake(slotKey)) {
    giveBack()
    return 'busy'
  }
  try {
    const right = await check()
    if (right) giveBack()
    return right ? 'accepted' : 'refused'
  } catch (error) {
    giveBack()
    throw error
  } finally {
    slots?.release(slotKey)
  }
}
