import { afterEach, describe, expect, it, vi } from 'vitest'
import { callWorkshopApi, WorkshopApiError } from './workshop-api'

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

describe('callWorkshopApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('sends every state change as JSON, also without a body, and reads as plain GETs', async () => {
    const fetchMock = vi.fn(async () => answer(200, {}))
    vi.stubGlobal('fetch', fetchMock)
    await callWorkshopApi('workshop/api/trainer/logout', { method: 'POST' })
    await callWorkshopApi('workshop/api/teams/red', { method: 'DELETE' })
    await callWorkshopApi('workshop/api/teams')
    const headersOf = (call: number) =>
      (fetchMock.mock.calls[call] as unknown as [string, RequestInit])[1].headers
    expect(headersOf(0)).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' })
    expect(headersOf(1)).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' })
    expect(headersOf(2)).toEqual({ Accept: 'application/json' })
  })

  it('tries a request the server was too busy for again after its Retry-After (spread by up to half), then gives up', async () => {
    vi.useFakeTimers()
    const busy = () => answer(503, { error: 'Busy' }, { 'Retry-After': '1' })
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(busy())
      .mockResolvedValueOnce(answer(200, { team: 'red' }))
    vi.stubGlobal('fetch', fetchMock)
    const joined = callWorkshopApi('workshop/api/join', { method: 'POST', body: '{}' })
    await vi.advanceTimersByTimeAsync(999)
    expect(fetchMock).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(501)
    await expect(joined).resolves.toEqual({ team: 'red' })

    fetchMock.mockReset()
    fetchMock.mockImplementation(async () => busy())
    const refused = callWorkshopApi('workshop/api/join', { method: 'POST', body: '{}' }).catch(
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(4500)
    const error = await refused
    expect(error).toBeInstanceOf(WorkshopApiError)
    expect((error as WorkshopApiError).status).toBe(503)
    expect(fetchMock).toHaveBeenCalledTimes(4)
  })
})
