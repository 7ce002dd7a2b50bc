/** Why a job did not get a turn. */
export type TurnRefusal =
  /** Its owner already had as many jobs waiting as allowed. */
  | 'queue-full'
  /** It waited longer than allowed for a turn. */
  | 'waited-too-long'
  /** Its owner's waiting jobs were cancelled (e.g. the owner's shop is closing). */
  | 'cancelled'

export class TurnRefusedError extends Error {
  constructor(readonly reason: TurnRefusal) {
    super(`No turn for this job: ${reason}`)
    this.name = 'TurnRefusedError'
  }
}

export interface FairTurnsOptions {
  /** Jobs running at once, over all owners. */
  concurrency: number
  /** Jobs one owner may run at once (default: `concurrency`); its further jobs wait even when a turn is free. */
  runningPerOwner?: number
  /** Jobs one owner may have waiting; a further job of that owner is refused at once. */
  queuedPerOwner: number
  /** How long a job may wait for its turn before it is refused; unlimited when absent. */
  maxWaitMs?: number
}

interface Waiter {
  owner: string
  start: () => void
  refuse: (reason: TurnRefusal) => void
}

/**
 * Turns for jobs of several owners (workshop teams, client addresses) on a shared resource: at most `concurrency`
 * run at once, each owner's jobs wait in their own queue (capped: beyond it a job is refused at once), and a free turn
 * goes to the waiting owner with the fewest running jobs, among those the one served longest ago (round robin). A
 * free turn never goes to an owner's next job while an owner with fewer jobs running waits, so one owner's flood
 * delays another owner's job by the jobs already running at most.
 */
export class FairTurns {
  private readonly running = new Map<string, number>()
  private readonly queues = new Map<string, Waiter[]>()
  private readonly lastServed = new Map<string, number>()
  private runningTotal = 0
  private served = 0

  constructor(private readonly options: FairTurnsOptions) {}

  /** Jobs waiting for a turn, over all owners. */
  get queued(): number {
    let count = 0
    for (const queue of this.queues.values()) count += queue.length
    return count
  }

  /** Runs `job` in `owner`'s turn and frees the turn afterwards, whatever the outcome; a TurnRefusedError when refused. */
  async take<T>(owner: string, job: () => Promise<T>): Promise<T> {
    await this.acquire(owner)
    try {
      return await job()
    } finally {
      this.release(owner)
    }
  }

  /** Refuses every waiting job of `owner`; its running jobs finish on their own. */
  cancel(owner: string): void {
    for (const waiter of this.queues.get(owner) ?? []) waiter.refuse('cancelled')
    this.queues.delete(owner)
  }

  private acquire(owner: string): Promise<void> {
    if (this.queued === 0 && this.runningTotal < this.options.concurrency && this.mayRun(owner)) {
      this.begin(owner)
      return Promise.resolve()
    }
    const queue = this.queues.get(owner) ?? []
    if (queue.length >= this.options.queuedPerOwner) return Promise.reject(new TurnRefusedError('queue-full'))
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined
      const waiter: Waiter = {
        owner,
        start: () => {
          clearTimeout(timer)
          resolve()
        },
        refuse: (reason) => {
          clearTimeout(timer)
          reject(new TurnRefusedError(reason))
        },
      }
      queue.push(waiter)
      this.queues.set(owner, queue)
      const { maxWaitMs } = this.options
      if (maxWaitMs !== undefined) timer = setTimeout(() => this.giveUp(waiter), maxWaitMs).unref()
      this.startWaiting()
    })
  }

  private release(owner: string): void {
    this.runningTotal--
    const left = (this.running.get(owner) ?? 1) - 1
    if (left > 0) this.running.set(owner, left)
    else this.running.delete(owner)
    this.startWaiting()
  }

  private mayRun(owner: string): boolean {
    return (this.running.get(owner) ?? 0) < (this.options.runningPerOwner ?? this.options.concurrency)
  }

  private begin(owner: string): void {
    this.runningTotal++
    this.running.set(owner, (this.running.get(owner) ?? 0) + 1)
    this.lastServed.set(owner, ++this.served)
    if (this.lastServed.size > 10_000) this.forgetIdleOwners()
  }

  /** Gives free turns to waiting owners: fewest running jobs first, then the one served longest ago. */
  private startWaiting(): void {
    while (this.runningTotal < this.options.concurrency) {
      let chosen: string | undefined
      for (const owner of this.queues.keys()) {
        if (this.mayRun(owner) && (chosen === undefined || this.goesBefore(owner, chosen))) chosen = owner
      }
      if (chosen === undefined) return
      const queue = this.queues.get(chosen)!
      const waiter = queue.shift()!
      if (queue.length === 0) this.queues.delete(chosen)
      this.begin(chosen)
      waiter.start()
    }
  }

  private goesBefore(owner: string, other: string): boolean {
    const running = this.running.get(owner) ?? 0
    const otherRunning = this.running.get(other) ?? 0
    if (running !== otherRunning) return running < otherRunning
    return (this.lastServed.get(owner) ?? 0) < (this.lastServed.get(other) ?? 0)
  }

  private giveUp(waiter: Waiter): void {
    const queue = this.queues.get(waiter.owner)
    const index = queue?.indexOf(waiter) ?? -1
    if (!queue || index < 0) return
    queue.splice(index, 1)
    if (queue.length === 0) this.queues.delete(waiter.owner)
    waiter.refuse('waited-too-long')
  }

  /** Keeps the round robin's memory bounded: owners with nothing running or waiting start afresh. */
  private forgetIdleOwners(): void {
    for (const owner of this.lastServed.keys()) {
      if (!this.running.has(owner) && !this.queues.has(owner)) this.lastServed.delete(owner)
    }
  }
}
