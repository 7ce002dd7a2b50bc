import type { QuickJSHandle, QuickJSWASMModule } from 'quickjs-emscripten'
import type { HostAttempt, JobResult, SandboxJob } from './sandbox-types.js'
import { VmSession } from './vm-session.js'

type EvaluateJob = Extract<SandboxJob, { kind: 'evaluate' }>
type FilterJob = Extract<SandboxJob, { kind: 'filter' }>

/** Runs one job in a fresh QuickJS runtime and frees it again; never throws. */
export function runJob(
  module: QuickJSWASMModule,
  job: SandboxJob,
  onAttempt: (attempt: HostAttempt) => void,
): JobResult {
  const started = Date.now()
  let session: VmSession | undefined
  try {
    session = new VmSession(module, job.limits, { sleep: job.kind === 'filter', onAttempt })
    const result = job.kind === 'evaluate' ? evaluate(session, job) : filter(session, job)
    return session.dispose() ? result : { ...result, retire: true }
  } catch {
    // A host-side exception from inside QuickJS (native stack exhausted, WebAssembly abort, a limit hit while the
    // prelude ran): report a plain failure and let the pool replace this worker rather than trust the instance.
    const result = session?.stopped ? session.fail() : undefined
    session?.dispose()
    const error = { name: 'Error', message: 'Evaluation failed' }
    return {
      ...(result ?? { ok: false, error, timedOut: false, memoryExceeded: false }),
      durationMs: Date.now() - started,
      retire: true,
    }
  }
}

/** Evaluates a script; its completion value (or what the promise it returns settles to) is copied out as JSON. */
function evaluate(session: VmSession, job: EvaluateJob): JobResult {
  const { vm } = session
  const defined = session.call('defineGlobals', session.own(vm.newString(job.globalsJson)))
  if ('error' in defined) return session.fail(session.own(defined.error))
  session.own(defined.value)
  session.resetIterations()
  const evaluated = vm.evalCode(job.code, 'input.js', { type: 'global' })
  if (evaluated.error) return session.fail(session.own(evaluated.error))
  const completion = session.own(evaluated.value)
  session.runPendingJobs()
  if (session.stopped) return session.fail()
  const state = vm.getPromiseState(completion)
  if (state.type === 'rejected') return session.fail(session.own(state.error))
  const value: QuickJSHandle = state.type === 'fulfilled' ? session.own(state.value) : completion
  return session.serialize(value)
}

/** MarsDB/MongoDB `$where`: the expression is compiled once and called per document with `this` = that document. */
function filter(session: VmSession, job: FilterJob): JobResult {
  const { vm } = session
  const documents = session.call('parse', session.own(vm.newString(job.documentsJson)))
  if ('error' in documents) return session.fail(session.own(documents.error))
  session.own(documents.value)
  const where = session.call('compileWhere', session.own(vm.newString(job.expression)))
  if ('error' in where) return session.fail(session.own(where.error))
  session.own(where.value)
  const matching: number[] = []
  for (let index = 0; index < job.count; index++) {
    session.resetIterations()
    const document = vm.getProp(documents.value, index)
    const verdict = session.call('matches', where.value, document)
    document.dispose()
    if ('error' in verdict) return session.fail(session.own(verdict.error))
    if (vm.typeof(verdict.value) === 'boolean' && vm.dump(verdict.value) === true) matching.push(index)
    verdict.value.dispose()
    if (session.stopped) return session.fail()
  }
  return session.succeed(JSON.stringify(matching))
}
