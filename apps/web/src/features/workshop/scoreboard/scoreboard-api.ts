import type { RecentSolves, ScoreboardEntry } from '@juicy/contracts'
import { queryOptions } from '@tanstack/react-query'
import { queryKeys } from '../../../lib/query-keys'
import { callWorkshopApi, fetchWorkshopSettings } from '../workshop-api'

/** The public scoreboard's reads: open to anyone while the workshop's scoreboard is public, else 401. */
export const scoreboardQuery = queryOptions({
  queryKey: queryKeys.workshop.scoreboard,
  queryFn: () => callWorkshopApi<ScoreboardEntry[]>('workshop/api/scoreboard'),
})

export const recentSolvesQuery = queryOptions({
  queryKey: queryKeys.workshop.recentSolves,
  queryFn: () => callWorkshopApi<RecentSolves>('workshop/api/scoreboard/recent'),
})

/** The workshop's settings with the event's clock (players' listener only; the trainer's answers no such path). */
export const workshopSettingsQuery = queryOptions({
  queryKey: queryKeys.workshop.settings,
  queryFn: fetchWorkshopSettings,
  retry: false,
})
