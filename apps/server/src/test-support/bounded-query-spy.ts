import { afterEach, expect, vi } from 'vitest'
import { BoundedQueries } from '../platform/sql/bounded-query.js'
import { mainConnectionAnswer } from '../platform/sql/main-connection-answer.js'

/**
 * Watches which raw queries take the bounded path (call at a test file's top level). `expectBoundedLikeMainConnection`
 * asserts that exactly one query ran bounded and answered what the main connection answers for it.
 */
export function watchBoundedQueries() {
  const boundedRun = vi.spyOn(BoundedQueries.prototype, 'run')
  afterEach(() => boundedRun.mockClear())
  async function expectBoundedLikeMainConnection(): Promise<void> {
    expect(boundedRun).toHaveBeenCalledTimes(1)
    const [db, sql, mode] = boundedRun.mock.calls[0] ?? []
    const bounded = await boundedRun.mock.results[0]?.value
    expect(bounded).toEqual(mainConnectionAnswer(db!, sql!, mode!))
  }
  return { boundedRun, expectBoundedLikeMainConnection }
}
