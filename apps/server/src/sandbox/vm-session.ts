import type { QuickJSContext, QuickJSHandle, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten'
import { PRELUDE_SOURCE } from './host-fakes.js'
import {
  ITERATION_LIMIT_MESSAGE,
  type HostAttempt,
  type JobResult,
  type SandboxError,
  type SandboxLimits,
} from './sandbox-types.js'

/** QuickJS calls the interrupt handler once every 10 000 polls (a poll is a loop back-edge or a function call). */
const POLLS_PER_TICK = 10_000
/** Small enough that deep recursion hits QuickJS's own check long before the worker's native stack runs out. */
const MAX_STACK_BYTES = 256 * 1024
/** Like the reference's `sleep` in `$where`: one call never blocks longer than this. */
const SLEEP_CAP_MS = 2000
const MAX_RESULT_CHARS = 1024 * 1024
const MAX_ATTEMPTS = 100
const MAX_TEXT = 1000
const MAX_ERROR_TEXT = 500

type Helper = 'serialize' | 'defineGlobals' | 'parse' | 'compileWhere' | 'matches' | 'describeError'
const helperNames: Helper[] = [
  'serialize',
  'defineGlobals',
  'parse',
  'compileWhere',
  'matches',
  'describeError',
]

/** Why the interrupt handler stopped the evaluation; once set it stops every further step too. */
type Trip = 'timeout' | 'iterations'

export type CallResult = { value: QuickJSHandle } | { error: QuickJSHandle }

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text)

/**
 * One fresh QuickJS runtime and context with the limits of one job, the prelude's fake host objects and helpers.
 * Nothing survives a job: code stored by one request can never meet state left by another.
 */
export class VmSession {
  readonly vm: QuickJSContext
  private readonly runtime: QuickJSRuntime
  private readonly limits: SandboxLimits
  private readonly deadline: number
  private readonly maxTicks: number | undefined
  private readonly started = Date.now()
  private readonly helpers = new Map<Helper, QuickJSHandle>()
  private readonly owned: QuickJSHandle[] = []
  private ticks = 0
  private regexDepth = 0
  private recorded = 0
  private trip: Trip | undefined

  constructor(
    module: QuickJSWASMModule,
    limits: SandboxLimits,
    private readonly options: { sleep: boolean; onAttempt: (attempt: HostAttempt) => void },
  ) {
    this.limits = limits
    this.deadline = this.started + limits.timeoutMs
    this.maxTicks =
      limits.maxIterations === undefined
        ? undefined
        : Math.max(1, Math.ceil(limits.maxIterations / POLLS_PER_TICK))
    this.runtime = module.newRuntime()
    this.runtime.setMemoryLimit(limits.memoryBytes)
    this.runtime.setMaxStackSize(MAX_STACK_BYTES)
    this.runtime.setInterruptHandler(() => this.shouldInterrupt())
    this.vm = this.runtime.newContext()
    this.installPrelude()
  }

  /** Counted per document by filters, so the guard is about one evaluation, like the reference's per-loop cap. */
  resetIterations(): void {
    this.ticks = 0
    this.regexDepth = 0
  }

  get stopped(): boolean {
    return this.trip !== undefined
  }

  call(helper: Helper, ...args: QuickJSHandle[]): CallResult {
    const fn = this.helpers.get(helper)
    if (!fn) throw new Error(`sandbox helper ${helper} missing`)
    const result = this.vm.callFunction(fn, this.vm.undefined, ...args)
    return result.error ? { error: result.error } : { value: result.value }
  }

  /** Keeps a handle alive until the session ends (so callers need no try/finally for every handle). */
  own<H extends QuickJSHandle>(handle: H): H {
    this.owned.push(handle)
    return handle
  }

  succeed(valueJson: string | undefined): JobResult {
    if (this.trip) return this.fail()
    return { ok: true, valueJson, durationMs: Date.now() - this.started }
  }

  /** The outcome of a failed job: the guard's verdict first, else what the payload threw (name and message only). */
  fail(thrown?: QuickJSHandle): JobResult {
    const durationMs = Date.now() - this.started
    if (this.trip === 'timeout') {
      const error = {
        name: 'TimeoutError',
        message: `Script execution timed out after ${this.limits.timeoutMs}ms`,
      }
      return { ok: false, error, timedOut: true, memoryExceeded: false, durationMs }
    }
    if (this.trip === 'iterations') {
      const error = { name: 'Error', message: ITERATION_LIMIT_MESSAGE }
      return { ok: false, error, timedOut: false, memoryExceeded: false, durationMs }
    }
    const error = thrown ? this.describe(thrown) : { name: 'Error', message: 'Evaluation failed' }
    const memoryExceeded = error.name === 'InternalError' && error.message === 'out of memory'
    return { ok: false, error, timedOut: false, memoryExceeded, durationMs }
  }

  /** Copies a VM value out as JSON text through the prelude's captured `JSON.stringify`, refusing oversized results. */
  serialize(value: QuickJSHandle): JobResult {
    const result = this.call('serialize', value)
    if ('error' in result) return this.fail(this.own(result.error))
    const text = this.own(result.value)
    if (this.vm.typeof(text) !== 'string') return this.succeed(undefined)
    const length = this.vm.getNumber(this.own(this.vm.getProp(text, 'length')))
    if (length > MAX_RESULT_CHARS) {
      const error = { name: 'RangeError', message: `Result exceeds ${MAX_RESULT_CHARS} characters of JSON` }
      return {
        ok: false,
        error,
        timedOut: false,
        memoryExceeded: false,
        durationMs: Date.now() - this.started,
      }
    }
    return this.succeed(this.vm.getString(text))
  }

  /** Runs promise reactions the script queued (bounded by the same guard); their errors are the script's business. */
  runPendingJobs(): void {
    const result = this.runtime.executePendingJobs()
    if (result.error) result.error.dispose()
  }

  /** Frees everything; false when QuickJS reports a leak or fails, so the worker should not be reused. */
  dispose(): boolean {
    try {
      for (const handle of [...this.owned, ...this.helpers.values()]) if (handle.alive) handle.dispose()
      this.vm.dispose()
      this.runtime.dispose()
      return true
    } catch {
      return false
    }
  }

  private shouldInterrupt(): boolean {
    if (this.trip) return true
    if (Date.now() >= this.deadline) this.trip = 'timeout'
    else if (this.maxTicks !== undefined && this.regexDepth === 0 && ++this.ticks > this.maxTicks) {
      this.trip = 'iterations'
    }
    return this.trip !== undefined
  }

  private describe(thrown: QuickJSHandle): SandboxError {
    const result = this.call('describeError', thrown)
    if ('error' in result) return { name: 'Error', message: 'Evaluation failed' }
    const { name, message } = JSON.parse(this.vm.getString(this.own(result.value))) as SandboxError
    return { name: truncate(name, 100), message: truncate(message, MAX_ERROR_TEXT) }
  }

  private installPrelude(): void {
    const { vm } = this
    const hostFunctions = [
      vm.newFunction('record', (api, detail) => this.record(api, detail)),
      vm.newFunction('regexEnter', () => void this.regexDepth++),
      vm.newFunction('regexLeave', () => void (this.regexDepth = Math.max(0, this.regexDepth - 1))),
      this.options.sleep ? vm.newFunction('sleep', (ms) => this.sleep(ms)) : vm.undefined,
    ].map((handle) => this.own(handle))
    const prelude = this.own(vm.unwrapResult(vm.evalCode(PRELUDE_SOURCE, 'prelude.js', { type: 'global' })))
    const helpers = this.own(vm.unwrapResult(vm.callFunction(prelude, vm.undefined, ...hostFunctions)))
    for (const name of helperNames) this.helpers.set(name, vm.getProp(helpers, name))
  }

  private record(api: QuickJSHandle | undefined, detail: QuickJSHandle | undefined): void {
    if (this.recorded >= MAX_ATTEMPTS || !api || !detail) return
    const text = (handle: QuickJSHandle) =>
      this.vm.typeof(handle) === 'string' ? this.vm.getString(handle) : ''
    this.recorded++
    this.options.onAttempt({ api: truncate(text(api), 100), detail: truncate(text(detail), MAX_TEXT) })
  }

  /** Blocks this worker thread only; never past the deadline, after which the evaluation counts as timed out. */
  private sleep(msHandle: QuickJSHandle | undefined): void {
    const requested = msHandle && this.vm.typeof(msHandle) === 'number' ? this.vm.getNumber(msHandle) : 0
    const wanted = Number.isNaN(requested) ? 0 : Math.min(Math.max(requested, 0), SLEEP_CAP_MS)
    const remaining = Math.max(0, this.deadline - Date.now())
    if (wanted > 0) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.min(wanted, remaining))
    if (wanted >= remaining) this.trip = 'timeout'
  }
}
