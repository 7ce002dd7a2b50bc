import type { EventClock } from '@juicy/contracts'

/** The workshop API (server: apps/server/src/workshop). Paths are absolute to the shop's root (`<base href>`). */
export interface WorkshopSettings {
  selfService: boolean
  publicScoreboard: boolean
  /** The event's clock, with the server's time (absent from older servers). */
  event?: EventClock
}

export interface JoinAnswer {
  team: string
  /** Only when the team was created by this join: shown once. */
  passcode?: string
}

export class WorkshopApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** What went wrong, as a sentence to show (the server's message for a refusal). */
export const messageOf = (failure: unknown): string =>
  failure instanceof Error ? failure.message : String(failure)

const isRead = (init: RequestInit) => ['GET', 'HEAD', undefined].includes(init.method?.toUpperCase())

/** How often a request the server was too busy for (503, e.g. many joins at once) is tried again. */
const BUSY_RETRIES = 3
/** The server's Retry-After (at most 5 s), spread by up to half of it so that a class told to wait does not return at once. */
const retryDelayMs = (response: Response) =>
  1000 * Math.min(5, Number(response.headers.get('Retry-After')) || 1) * (1 + Math.random() / 2)

/**
 * One JSON request to the workshop API; a refusal becomes a WorkshopApiError with the server's message. Every state
 * change is sent as JSON, body or not: the trainer's API takes nothing else.
 */
export async function callWorkshopApi<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = {
    Accept: 'application/json',
    ...(isRead(init) ? {} : { 'Content-Type': 'application/json' }),
  }
  let response = await fetch(path, { ...init, headers, credentials: 'same-origin' })
  for (let retry = 0; response.status === 503 && retry < BUSY_RETRIES; retry++) {
    await new Promise((resolve) => setTimeout(resolve, retryDelayMs(response)))
    response = await fetch(path, { ...init, headers, credentials: 'same-origin' })
  }
  const body = (await response.json().catch(() => ({}))) as { error?: string }
  if (!response.ok)
    throw new WorkshopApiError(response.status, body.error ?? `Request failed (${response.status})`)
  return body as T
}

export const fetchWorkshopSettings = () => callWorkshopApi<WorkshopSettings>('workshop/api/settings')

export const fetchMyTeam = () => callWorkshopApi<{ team: string }>('workshop/api/me')

/** Joins a team with its passcode; without a passcode (self-service) a new team of that name is created. */
export const joinTeam = (team: string, passcode?: string) =>
  callWorkshopApi<JoinAnswer>('workshop/api/join', {
    method: 'POST',
    body: JSON.stringify({ team, passcode }),
  })

export const leaveTeam = () => callWorkshopApi<unknown>('workshop/api/leave', { method: 'POST' })
