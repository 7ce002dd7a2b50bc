/** Resource limits of one sandboxed evaluation. */
export interface SandboxLimits {
  /** Wall-clock budget of the whole call (all documents of a filter together). */
  timeoutMs: number
  /** QuickJS heap limit. */
  memoryBytes: number
  /**
   * Iteration guard: interpreter polls (loop back-edges and function calls) allowed per evaluation (per document
   * for filters), counted in steps of 10 000; without it only the time limit stops a busy loop.
   */
  maxIterations?: number
}

/** Something a payload tried to do to the host, recorded by the fake host objects instead of being done. */
export interface HostAttempt {
  /** e.g. `child_process.exec`, `fs.readFileSync`, `http.get`, `process.exit`, `require`. */
  api: string
  /** The command line, path, URL or module name, as text. */
  detail: string
}

export interface SandboxError {
  name: string
  message: string
}

export type SandboxOutcome<T> =
  | { ok: true; value: T; attempts: HostAttempt[]; durationMs: number }
  | {
      ok: false
      error: SandboxError
      timedOut: boolean
      memoryExceeded: boolean
      attempts: HostAttempt[]
      durationMs: number
    }

/** The message of the iteration guard; the B2B API answers it verbatim (rceChallenge). */
export const ITERATION_LIMIT_MESSAGE = 'Infinite loop detected - reached max iterations'

/** A job as sent to a worker: data travels as JSON text, never as objects. */
export type SandboxJob =
  | { kind: 'evaluate'; code: string; globalsJson: string; limits: SandboxLimits }
  | { kind: 'filter'; expression: string; documentsJson: string; count: number; limits: SandboxLimits }

/** What a worker answers for one job; attempts travel separately, as they happen. */
export type JobResult = (
  | { ok: true; valueJson: string | undefined }
  | { ok: false; error: SandboxError; timedOut: boolean; memoryExceeded: boolean }
) & {
  durationMs: number
  /** The QuickJS instance may be damaged (a host-side exception); the pool replaces the worker. */
  retire?: boolean
}

export interface WorkerRequest {
  id: number
  job: SandboxJob
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'attempt'; id: number; attempt: HostAttempt }
  | { type: 'done'; id: number; result: JobResult }
