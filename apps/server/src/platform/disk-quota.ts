import { lstat, readdir } from 'node:fs/promises'
import path from 'node:path'

/** Bytes of the files below `folder` (symbolic links not followed); 0 when it does not exist. */
export async function folderBytes(folder: string): Promise<number> {
  let entries
  try {
    entries = await readdir(folder, { withFileTypes: true })
  } catch {
    return 0
  }
  let bytes = 0
  for (const entry of entries) {
    const full = path.join(folder, entry.name)
    if (entry.isDirectory()) bytes += await folderBytes(full)
    else if (entry.isFile())
      bytes += await lstat(full).then(
        (stats) => stats.size,
        () => 0,
      )
  }
  return bytes
}

export class DiskQuotaExceededError extends Error {
  constructor(readonly quotaBytes: number) {
    super(`Storage quota of ${Math.round(quotaBytes / (1024 * 1024))} MB used up: nothing was written`)
    this.name = 'DiskQuotaExceededError'
  }
}

/** How long a measured usage is trusted; writes made meanwhile are added to it. */
const MEASURE_EVERY_MS = 2_000

/**
 * The storage one shop may use in its instance folder: the shipped files plus `quotaBytes`. Usage is the folder's
 * real size (so whatever a shop writes counts, by any route, and it survives a restart), measured at most every two
 * seconds off the event loop, plus the writes reserved since; a write reserves room first and is refused whole when
 * it would not fit.
 */
export class DiskQuota {
  private measuredBytes = 0
  private measuredAt = 0
  private measuring: Promise<void> | undefined
  /** Reserved writes not finished yet. */
  private inFlight = 0
  /** Finished writes the last measurement may not have seen (counted twice at worst, never missed). */
  private finishedSinceMeasure = 0

  constructor(
    private readonly folder: string,
    readonly quotaBytes: number,
    /** The shipped files' bytes (not charged to the shop). */
    private readonly shippedBytes: () => Promise<number>,
  ) {}

  /**
   * Reserves room for `bytes` about to be written and answers the function to call once they are; a
   * DiskQuotaExceededError when they would not fit.
   */
  async reserve(bytes: number): Promise<() => void> {
    const limit = (await this.shippedBytes()) + this.quotaBytes
    await this.measureIfStale()
    if (this.usage() + bytes > limit) throw new DiskQuotaExceededError(this.quotaBytes)
    this.inFlight += bytes
    let written = false
    return () => {
      if (written) return
      written = true
      this.inFlight -= bytes
      this.finishedSinceMeasure += bytes
    }
  }

  /** Bytes the shop has written beyond the shipped files (for the trainer's view and tests). */
  async written(): Promise<number> {
    await this.measureIfStale()
    return Math.max(0, this.usage() - (await this.shippedBytes()))
  }

  private usage(): number {
    return this.measuredBytes + this.finishedSinceMeasure + this.inFlight
  }

  private measureIfStale(): Promise<void> {
    if (this.measuring || Date.now() - this.measuredAt <= MEASURE_EVERY_MS)
      return this.measuring ?? Promise.resolve()
    this.finishedSinceMeasure = 0
    this.measuring = folderBytes(this.folder)
      .then((bytes) => {
        this.measuredBytes = bytes
        this.measuredAt = Date.now()
      })
      .finally(() => (this.measuring = undefined))
    return this.measuring
  }
}
