import type { SolveEvidence } from '@juicy/contracts'
import { existsSync, readFileSync, renameSync } from 'node:fs'
import path from 'node:path'
import { writeFileAtomically } from '../platform/atomic-file.js'

/** What the request that solved a challenge looked like, kept for later display (the trainer console shows it). */
export type { SolveEvidence }

export interface SolveRecord {
  solvedAt: string
  restored: boolean
  evidence: SolveEvidence
  /** Cheat score of a fresh solve (challenges/cheat-score.ts); absent for restores and in files written before. */
  cheatScore?: number
}

export interface ProgressData {
  version: 1
  solved: Record<string, SolveRecord>
  codingStatus: Record<string, 1 | 2>
  /**
   * When this progress began: its last reset, else the start of the shop that first wrote it (the first solve's
   * cheat score counts from here). Without it on disk (no file yet, or a file from before) it reads as starting now.
   */
  startedAt: string
}

const emptyProgress = (): ProgressData => ({
  version: 1,
  solved: {},
  codingStatus: {},
  startedAt: new Date().toISOString(),
})

/**
 * Challenge progress, kept on disk so that it survives restarts and crashes (unlike the reference). Every change is
 * written to a temporary file, flushed and renamed over the old one, so a SIGKILL leaves either state intact.
 * Without a folder the store is memory-only (tests).
 */
export class ProgressStore {
  private data: ProgressData
  private readonly file: string | undefined

  constructor(folder: string | undefined) {
    this.file = folder ? path.join(folder, 'progress.json') : undefined
    this.data = this.file ? readProgress(this.file) : emptyProgress()
  }

  get snapshot(): Readonly<ProgressData> {
    return this.data
  }

  recordSolve(key: string, record: SolveRecord): void {
    this.data.solved[key] = record
    this.flush()
  }

  recordCodingStatus(key: string, status: 1 | 2): void {
    this.data.codingStatus[key] = status
    this.flush()
  }

  /** Forgets one challenge's solve (a trainer reset it); answers whether it was solved. */
  forgetSolve(key: string): boolean {
    if (!(key in this.data.solved)) return false
    delete this.data.solved[key]
    this.flush()
    return true
  }

  clear(): void {
    this.data = emptyProgress()
    this.flush()
  }

  private flush(): void {
    if (this.file) writeFileAtomically(this.file, JSON.stringify(this.data, null, 2))
  }
}

function readProgress(file: string): ProgressData {
  if (!existsSync(file)) return emptyProgress()
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<ProgressData>
    return {
      ...emptyProgress(),
      solved: parsed.solved ?? {},
      codingStatus: parsed.codingStatus ?? {},
      ...(typeof parsed.startedAt === 'string' ? { startedAt: parsed.startedAt } : {}),
    }
  } catch {
    // A damaged file must not stop the shop; keep a copy for inspection and start unsolved.
    renameSync(file, `${file}.damaged-${Date.now()}`)
    return emptyProgress()
  }
}
