/** Lets at most `concurrency` jobs run at once; the others wait and start in arrival order. */
export class Turns {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(private readonly concurrency: number) {}

  /** Whether every turn is taken, so a new job would have to wait. */
  get allTaken(): boolean {
    return this.running >= this.concurrency
  }

  /** Jobs waiting for a turn. */
  get queued(): number {
    return this.waiting.length
  }

  /** Runs `job` once a turn is free, and frees the turn afterwards whatever the outcome. */
  async take<T>(job: () => Promise<T>): Promise<T> {
    await this.acquire()
    try {
      return await job()
    } finally {
      this.release()
    }
  }

  private acquire(): Promise<void> {
    if (!this.allTaken) {
      this.running++
      return Promise.resolve()
    }
    return new Promise((resolve) => this.waiting.push(resolve))
  }

  /** Hands the turn straight to the next waiting job, or frees it. */
  private release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.running--
  }
}
