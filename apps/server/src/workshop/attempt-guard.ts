import { RateLimiter } from '../platform/http/rate-limit.js'
import { FairTurns, TurnRefusedError } from '../platform/workers/fair-turns.js'

/** How a guarded secret check ended. */
export type AttemptOutcome =
  /** The secret was right; the attempt was given back to every budget. */
  | 'accepted'
  /** The secret was wrong; the attempt stays counted. */
  | 'refused'
  /** A budget was used up: nothing was checked. */
  | 'limited'
  /** The client had too many checks waiting, or waited too long: nothing was checked or counted; try again soon. */
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
 * Turns for costly checks (a scrypt hash on libuv's thread pool, which the process's file reads share), per client
 * address: one check at a time, so that a flood of attempts cannot take the pool or both cores of a small machine,
 * and the addresses with attempts waiting take turns, so that one address's flood delays another's attempt by one
 * check at most. An address's attempts beyond `queuedPerAddress` are answered busy at once.
 */
export function checkTurns(queuedPerAddress: number): FairTurns {
  return new FairTurns({ concurrency: 1, queuedPerOwner: queuedPerAddress, maxWaitMs: 5_000 })
}

/**
 * Runs `check` for an attempt only when every budget allows one more failure, in `owner`'s turn when `turns` are
 * given (a costly check); a right secret gives the attempt back, so a class behind one address joins as often as it
 * likes.
 */
export async function guardedAttempt(
  charges: readonly Charge[],
  turns: FairTurns | undefined,
  owner: string,
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
  try {
    const right = await (turns ? turns.take(owner, check) : check())
    if (right) giveBack()
    return right ? 'accepted' : 'refused'
  } catch (error) {
    giveBack()
    if (error instanceof TurnRefusedError) return 'busy'
    throw error
  }
}
