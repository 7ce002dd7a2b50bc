import type {
  Announcement,
  CatalogueChallenge,
  ChallengeStats,
  EventSettings,
  HintRelease,
  ClassSolve,
  CodingPhase,
  ResetScope,
  TeamSolve,
  TeamSummary,
  ViewedHint,
  CTF_EXPORT_FORMATS,
  CTF_HINT_OPTIONS,
} from '@juicy/contracts'
import { queryOptions } from '@tanstack/react-query'
import { queryKeys } from '../../../lib/query-keys'
import { callWorkshopApi, WorkshopApiError } from '../workshop-api'

/**
 * The trainer's part of the workshop API (docs/api.md, Trainer API); every call needs the trainer's session
 * cookie.
 */

export interface ResetRequest {
  scope: ResetScope
  /** The challenge key, for the `challenge` scope. */
  challenge?: string
}

export interface ResetResult {
  scope: ResetScope
  ms: number
}

export interface CreatedTeam {
  name: string
  passcode: string
}

export type CtfFormat = (typeof CTF_EXPORT_FORMATS)[number]
export type CtfHints = (typeof CTF_HINT_OPTIONS)[number]

const post = (body?: unknown): RequestInit => ({
  method: 'POST',
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
})
const teamPath = (team: string) => `workshop/api/teams/${encodeURIComponent(team)}`

/** Without a trainer session every trainer endpoint answers 401: that is when the console shows its login. */
export const isLoginRequired = (error: unknown): boolean =>
  error instanceof WorkshopApiError && error.status === 401

export const loginTrainer = (password: string) =>
  callWorkshopApi<unknown>('workshop/api/trainer/login', post({ password }))
export const logoutTrainer = () => callWorkshopApi<unknown>('workshop/api/trainer/logout', post())

export const createTeam = (name: string) => callWorkshopApi<CreatedTeam>('workshop/api/teams', post({ name }))
export const deleteTeam = (team: string) => callWorkshopApi<unknown>(teamPath(team), { method: 'DELETE' })
export const newPasscode = (team: string) =>
  callWorkshopApi<{ passcode: string }>(`${teamPath(team)}/passcode`, post())

/** Resets one team, or every team when `team` is undefined. */
export const resetTeams = (team: string | undefined, request: ResetRequest) =>
  callWorkshopApi<ResetResult>(
    team === undefined ? 'workshop/api/reset' : `${teamPath(team)}/reset`,
    post(request),
  )

export const ctfExportUrl = (format: CtfFormat, hints: CtfHints) =>
  `workshop/api/ctf-export?${new URLSearchParams({ format, hints }).toString()}`

export interface DownloadedFile {
  filename: string
  blob: Blob
}

/** The export file; a refusal (logged out, no country mapping for FBCTF) becomes a WorkshopApiError. */
export async function fetchCtfExport(format: CtfFormat, hints: CtfHints): Promise<DownloadedFile> {
  const response = await fetch(ctfExportUrl(format, hints), { credentials: 'same-origin' })
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string }
    throw new WorkshopApiError(response.status, body.error ?? `Request failed (${response.status})`)
  }
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const filename = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? `ctf-export.${format}`
  return { filename, blob: await response.blob() }
}

export const teamsQuery = queryOptions({
  queryKey: queryKeys.workshop.teams,
  queryFn: () => callWorkshopApi<TeamSummary[]>('workshop/api/teams'),
})
export const challengeStatsQuery = queryOptions({
  queryKey: queryKeys.workshop.challengeStats,
  queryFn: () => callWorkshopApi<ChallengeStats[]>('workshop/api/challenges/stats'),
})
export const classSolvesQuery = queryOptions({
  queryKey: queryKeys.workshop.classSolves,
  queryFn: () => callWorkshopApi<ClassSolve[]>('workshop/api/solves'),
})
export const teamSolvesQuery = (team: string) =>
  queryOptions({
    queryKey: queryKeys.workshop.teamSolves(team),
    queryFn: () => callWorkshopApi<TeamSolve[]>(`${teamPath(team)}/solves`),
  })
export const teamHintsQuery = (team: string) =>
  queryOptions({
    queryKey: queryKeys.workshop.teamHints(team),
    queryFn: () => callWorkshopApi<ViewedHint[]>(`${teamPath(team)}/hints`),
  })
export const teamCodingQuery = (team: string) =>
  queryOptions({
    queryKey: queryKeys.workshop.teamCoding(team),
    queryFn: () => callWorkshopApi<CodingPhase[]>(`${teamPath(team)}/coding`),
  })

export const eventQuery = queryOptions({
  queryKey: queryKeys.workshop.event,
  queryFn: () => callWorkshopApi<EventSettings>('workshop/api/event'),
})
export const saveEvent = (settings: EventSettings) =>
  callWorkshopApi<EventSettings>('workshop/api/event', { method: 'PUT', body: JSON.stringify(settings) })

/** An announcement as the console lists it: for every team (`teams: null`) or the teams named. */
export interface SentAnnouncement extends Announcement {
  teams: string[] | null
}
export const announcementsQuery = queryOptions({
  queryKey: queryKeys.workshop.announcements,
  queryFn: () => callWorkshopApi<SentAnnouncement[]>('workshop/api/announcements'),
})
export const sendAnnouncement = (request: { text: string; teams?: string[] }) =>
  callWorkshopApi<Announcement>('workshop/api/announcements', post(request))

/** Releases the challenge's next hint to every team, or to the teams named. */
export const releaseHint = (request: { challenge: string; teams?: string[] }) =>
  callWorkshopApi<HintRelease>('workshop/api/hints/release', post(request))

/** Every challenge of the catalogue, with whether it is in the event's set: what the set is chosen from. */
export const catalogueQuery = queryOptions({
  queryKey: queryKeys.workshop.catalogue,
  queryFn: () => callWorkshopApi<CatalogueChallenge[]>('workshop/api/challenges'),
})
