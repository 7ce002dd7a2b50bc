import { afterEach, describe, expect, it, vi } from 'vitest'
import { fetchStub } from '../../test/render'
import { getCookie, setCookie } from '../../lib/cookies'
import { clearContinueCodes, restoreProgress, saveCodingContinueCodes } from './progress'

describe('continue codes', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('saves the codes of the coding phases the server has', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fetchStub({
          'GET rest/continue-code-findIt': { json: { continueCode: 'find123' } },
          'GET rest/continue-code-fixIt': { json: {} },
        }),
      ),
    )
    await saveCodingContinueCodes()
    expect(getCookie('continueCodeFindIt')).toBe('find123')
    expect(getCookie('continueCodeFixIt')).toBeUndefined()
  })

  it('re-applies the hacking code and both coding codes after a restart', async () => {
    setCookie('continueCode', 'hack1')
    setCookie('continueCodeFindIt', 'find1')
    setCookie('continueCodeFixIt', 'fix1')
    const fetchMock = vi.fn(
      fetchStub({
        'PUT rest/continue-code/apply/hack1': { json: { data: 'ok' } },
        'PUT rest/continue-code-findIt/apply/find1': { json: { data: 'ok' } },
        'PUT rest/continue-code-fixIt/apply/fix1': { json: { data: 'ok' } },
      }),
    )
    vi.stubGlobal('fetch', fetchMock)
    await expect(restoreProgress()).resolves.not.toBeNull()
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      'rest/continue-code/apply/hack1',
      'rest/continue-code-findIt/apply/find1',
      'rest/continue-code-fixIt/apply/fix1',
    ])
  })

  it('restores a coding code alone, and nothing without cookies', async () => {
    setCookie('continueCodeFixIt', 'fix2')
    const fetchMock = vi.fn(
      fetchStub({ 'PUT rest/continue-code-fixIt/apply/fix2': { json: { data: 'ok' } } }),
    )
    vi.stubGlobal('fetch', fetchMock)
    await restoreProgress()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    clearContinueCodes()
    await expect(restoreProgress()).resolves.toBeNull()
  })
})
